// Search (issue 29): one search over essays, dispatches and prompts, online and offline.
export { LazySearchPage } from './lazy-parts.ts';
export { SearchButton } from './search-button.tsx';
