import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /admin: the CMS, its own chunk, so visitors never download it. */
export const LazyAdminPage = lazyComponent(() => import('./admin-page.tsx'), 'AdminPage');
