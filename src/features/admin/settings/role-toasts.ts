// Settings' toasts (admin-cms.md section 8, Admin role), and the grant and revoke of others.
import type { RoleGrant } from '../../../domain/cms/admin-roles.ts';
import { isBackendError } from '../../../domain/errors.ts';
import type { Notice } from '../../../ui/notify.ts';

/** A claim that secured the account (DECISIONS.md, Roles): signed out, a new password to choose. */
export const claimedSecured = (email: string) =>
  'You now have administrator privileges. To keep them yours alone, this account is signed ' +
  `out everywhere: choose a new password through the link we sent to ${email}, then sign in.`;

/** A grant that secured the other account. */
export const GRANTED_SECURED =
  'They are signed out everywhere and get a link to choose a new password; the role is theirs ' +
  'once they sign in with it.';

export const roleToasts = {
  assigned: (grant: RoleGrant, email: string | null): Notice => ({
    type: 'success',
    title: 'Admin role assigned successfully',
    description:
      grant.passwordReset && email
        ? claimedSecured(email)
        : 'You now have administrator privileges. Please refresh the page.',
  }),
  /** The server refused (not an owner, not verified...): its reason, the details in the console. */
  assignFailed: (error: unknown): Notice => {
    console.error('Failed to assign admin role', error);
    if (!isBackendError(error) || error.code === 'unavailable' || error.code === 'internal') {
      return {
        type: 'error',
        title: 'Error assigning admin role',
        description: isBackendError(error) ? error.message : 'Please try again.',
      };
    }
    return {
      type: 'error',
      title: 'Failed to assign admin role',
      description: `${error.message} Check the console for details.`,
    };
  },
  granted: (email: string, grant: RoleGrant): Notice => ({
    type: 'success',
    title: `Admin role granted to ${email}`,
    ...(grant.passwordReset ? { description: GRANTED_SECURED } : {}),
  }),
  revoked: (email: string): Notice => ({
    type: 'success',
    title: `Admin role revoked from ${email}`,
    description: 'They are signed out on every device.',
  }),
  changeFailed: (admin: boolean, error: unknown): Notice => {
    if (!isBackendError(error)) console.error('Role change failed', error);
    return {
      type: 'error',
      title: admin ? 'Failed to assign admin role' : 'Failed to revoke admin role',
      description: isBackendError(error) ? error.message : 'Please try again.',
    };
  },
};
