// The CMS's Subscribers tab (admin-cms.md).
export { SubscribersTab } from './subscribers-tab.tsx';
