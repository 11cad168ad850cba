// Settings' toasts (admin-cms.md section 8, Admin role), and the grant and revoke of others.
import { isBackendError } from '../../../domain/errors.ts';
import type { Notice } from '../../../ui/notify.ts';

export const roleToasts = {
  assigned: (): Notice => ({
    type: 'success',
    title: 'Admin role assigned successfully',
    description: 'You now have administrator privileges. Please refresh the page.',
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
  granted: (email: string): Notice => ({
    type: 'success',
    title: `Admin role granted to ${email}`,
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
