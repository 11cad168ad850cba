// The CMS's Settings tab (admin-cms.md).
export { SettingsTab } from './settings-tab.tsx';
