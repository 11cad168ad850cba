import { BackendError } from './errors.ts';

/** admin-cms.md section 5: what an admin-only call answers when nobody is signed in. */
export const MUST_BE_AUTHENTICATED = 'Must be authenticated';
/** What it answers anyone signed in who is not an admin. */
export const ADMIN_ONLY = 'Administrator privileges required.';

/**
 * Lets an admin-only call through for an admin (the claim and admins/{uid} on Firebase, the
 * account's flag in the demo); throws 'unauthenticated' or 'permission-denied' otherwise.
 */
export function assertAdminCaller(caller: { signedIn: boolean; admin: boolean }): void {
  if (!caller.signedIn) throw new BackendError('unauthenticated', MUST_BE_AUTHENTICATED);
  if (!caller.admin) throw new BackendError('permission-denied', ADMIN_ONLY);
}
