import { BackendError } from '../../domain/errors.ts';
import type { AccountApi } from '../backend.ts';
import type { DemoContext } from './context.ts';

const PERMISSION_DENIED = 'Missing or insufficient permissions.';

/** The signed-in user's own data, with the access rules the Firestore rules enforce. */
export function createDemoAccount({ db, session, remote }: DemoContext): AccountApi {
  return {
    getProfile: (uid) =>
      remote(async () => {
        const user = session.current();
        // users/{uid}: readable by its owner and by admins.
        if (!user || (user.uid !== uid && !user.isAdmin)) {
          throw new BackendError('permission-denied', PERMISSION_DENIED);
        }
        return (await db.list('users')).find((profile) => profile.id === uid) ?? null;
      }),

    isConfirmedSubscriber: (email) =>
      remote(async () => {
        const user = session.current();
        const normalised = email.trim().toLowerCase();
        if (!user?.email || user.email !== normalised) return false;
        // Verification is read from the account, not the session: it may have changed since.
        const account = (await db.list('accounts')).find((a) => a.uid === user.uid);
        if (!account?.emailVerified || account.email !== normalised) return false;
        const subscribers = await db.list('subscribers');
        return subscribers.some((s) => s.email === normalised && s.status === 'confirmed');
      }),
  };
}
