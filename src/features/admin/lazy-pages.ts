import { lazyComponent } from '../../ui/lazy-component.ts';

/** /admin: the CMS, its own chunk, so visitors never download it. */
export const LazyAdminPage = lazyComponent(() => import('./admin-page.tsx'), 'AdminPage');
