// The signed-in reader's own pages.
export { LazyAccountPage, LazySubscriptionSuccessPage } from './lazy-pages.ts';
