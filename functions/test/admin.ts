import type { CallableRequest } from 'firebase-functions/v2/https';
import { signIn, testAuth, testDb } from './emulators.ts';

type AuthData = NonNullable<CallableRequest['auth']>;

/**
 * A signed-in account from the Auth emulator, as onCall hands it over; `admin` gives it the
 * claim and (unless `withoutDocument`) admins/{uid}, as `npm run admin:grant` does.
 */
export async function signedInWithRole(
  email: string,
  role: { admin: boolean; withoutDocument?: boolean },
): Promise<AuthData> {
  const password = 'Passw0rd-for-tests';
  const user = await testAuth().createUser({ email, password, emailVerified: true });
  if (role.admin) {
    await testAuth().setCustomUserClaims(user.uid, { admin: true });
    if (!role.withoutDocument) await testDb().collection('admins').doc(user.uid).set({ email });
  }
  const rawToken = await signIn(email, password);
  const token = await testAuth().verifyIdToken(rawToken);
  return { uid: token.uid, token, rawToken };
}
