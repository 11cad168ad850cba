import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

// The home page, fetched like every other page: the pieces' pages do not carry its sections.
// Drawn in the browser, it comes whole, its sections' code with it; hydrating a server page,
// the sections fetch theirs when they come into view (home-page.tsx).
export const LazyHomePage = lazyComponent(async ({ lifecycle, hydrating }) => {
  const page = await import('./home-page.tsx');
  await page.belowTheFold.beforePage(lifecycle, hydrating);
  return page;
}, 'HomePage');
export { prefetchHomePage } from './api/prefetch-home.ts';
