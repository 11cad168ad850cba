// The CMS's Security tab (admin-cms.md).
export { SecurityTab } from './security-tab.tsx';
