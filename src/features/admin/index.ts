// The CMS (admin-cms.md).
export { LazyAdminPage } from './lazy-pages.ts';
