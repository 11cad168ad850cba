// Sign in and sign up (/auth). The signed-in state itself is src/stores/session.
export { LazyAuthPage } from './lazy-pages.ts';
