import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import type { AccountApi } from '../backend.ts';
import { readEntity } from '../../domain/entities/entity.ts';
import { subscriberEntity } from '../../domain/entities/visitor.ts';
import { unlocksContent } from '../../domain/subscription-links.ts';
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
        // One's rows on every list (a handful): confirmed, or confirmed before it bounced.
        const q = query(collection(db, 'subscribers'), where('email', '==', normalised));
        return (await getDocs(q)).docs.some((snap) =>
          unlocksContent(readEntity(subscriberEntity, snap.id, snap.data())),
        );
      }),
  };
}
