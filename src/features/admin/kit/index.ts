// What every CMS tab shares.
export { cmsSystem } from './cms-system.ts';
export { useAdminBackend } from './use-admin-backend.ts';
export { ConfirmDialog } from './confirm-dialog.tsx';
// The audience side's shared pieces (issue 13).
export { CmsProviders } from './cms-providers.tsx';
export { StatCard } from './stat-card.tsx';
