// The CMS's Analytics tab (admin-cms.md).
export { AnalyticsTab } from './analytics-tab.tsx';
