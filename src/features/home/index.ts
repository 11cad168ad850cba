// The home page (in the main chunk: it is the first screen most visitors see).
export { HomePage } from './home-page.tsx';
export { prefetchHomePage } from './api/prefetch-home.ts';
