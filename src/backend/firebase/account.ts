import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import type { AccountApi } from '../backend.ts';
import type { FirebaseContext } from './app.ts';
import { translated } from './errors.ts';

/** The signed-in user's own profile and subscription status. */
export function createAccountApi({ db }: FirebaseContext): AccountApi {
  return {
    getProfile: (uid) =>
      translated(async () => {
        const snap = await getDoc(doc(db, 'users', uid));
        const name = snap.data()?.name;
        return snap.exists() ? { id: uid, name: typeof name === 'string' ? name : '' } : null;
      }),
    isConfirmedSubscriber: (email) =>
      translated(async () => {
        const q = query(
          collection(db, 'subscribers'),
          where('email', '==', email.trim().toLowerCase()),
          where('status', '==', 'confirmed'),
          limit(1),
        );
        return !(await getDocs(q)).empty;
      }),
  };
}
