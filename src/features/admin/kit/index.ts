// What every CMS tab shares.
export { cmsSystem } from './cms-system.ts';
export { useAdminBackend } from './use-admin-backend.ts';
