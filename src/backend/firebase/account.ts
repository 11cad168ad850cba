import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import type { AccountApi } from '../backend.ts';
import type { AuthUser } from '../../domain/types.ts';
import type { FirebaseContext } from './app.ts';
import { translated } from './errors.ts';

/** The signed-in user's own profile and subscription status. */
export function createAccountApi(
  { db }: FirebaseContext,
  currentUser: () => Promise<AuthUser | null>,
): AccountApi {
  return {
    getProfile: (uid) =>
      translated(async () => {
        const snap = await getDoc(doc(db, 'users', uid));
        const name = snap.data()?.name;
        return snap.exists() ? { id: uid, name: typeof name === 'string' ? name : '' } : null;
      }),
    isConfirmedSubscriber: (email) =>
      translated(async () => {
        const normalised = email.trim().toLowerCase();
        // Only one's own verified address unlocks, as in the demo: the rules would also let an
        // admin find anyone's row, and refuse the query to anyone else.
        const user = await currentUser();
        if (!user?.emailVerified || user.email?.toLowerCase() !== normalised) return false;
        const q = query(
          collection(db, 'subscribers'),
          where('email', '==', normalised),
          where('status', '==', 'confirmed'),
          limit(1),
        );
        return !(await getDocs(q)).empty;
      }),
  };
}
