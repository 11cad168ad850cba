// The CMS's Settings tab (admin-cms.md).
export { SettingsTab } from './settings-tab.tsx';
// Admin Setup alone, for an owner who is not an admin yet (/admin/settings behind the guard).
export { AdminSetupCard, SECURITY_NOTE_OWNER } from './admin-setup-card.tsx';
