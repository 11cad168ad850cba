import { lazyComponent } from '../../ui/lazy-component.ts';

// The home page, fetched like every other page: the pieces' pages do not carry its sections.
export const LazyHomePage = lazyComponent(() => import('./home-page.tsx'), 'HomePage');
export { prefetchHomePage } from './api/prefetch-home.ts';
