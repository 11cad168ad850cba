import { isAllowed } from '../../domain/access.ts';
import { unlocksContent } from '../../domain/subscription-links.ts';
import type { AccountApi } from '../backend.ts';
import { accessRoleOfUser, assertAllowed } from './access.ts';
import type { DemoContext } from './context.ts';

/** The signed-in user's own data, with the access the Firestore rules give (domain/access.ts). */
export function createDemoAccount({ db, session, remote }: DemoContext): AccountApi {
  return {
    getProfile: (uid) =>
      remote(async () => {
        const user = session.current();
        const role = await accessRoleOfUser(db, user);
        assertAllowed('users', role, 'get', user?.uid === uid ? 'own' : 'others');
        return (await db.list('users')).find((profile) => profile.id === uid) ?? null;
      }),

    isConfirmedSubscriber: (email) =>
      remote(async () => {
        const user = session.current();
        const normalised = email.trim().toLowerCase();
        // The unlock is about one's own address only (an admin may read anyone's rows).
        if (!user?.email || user.email !== normalised) return false;
        // The query for one's own rows: the rules refuse it unless the address is verified.
        const role = await accessRoleOfUser(db, user);
        if (!isAllowed('subscribers', role, 'list', 'own')) return false;
        const subscribers = await db.list('subscribers');
        return subscribers.some((s) => s.email === normalised && unlocksContent(s));
      }),
  };
}
