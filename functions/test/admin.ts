import type { CallableRequest } from 'firebase-functions/v2/https';
import { signIn, testAuth, testDb } from './emulators.ts';

type AuthData = NonNullable<CallableRequest['auth']>;

/** The password of every account signedInWithRole makes (to sign in again). */
export const TEST_PASSWORD = 'Passw0rd-for-tests';

/**
 * A signed-in account from the Auth emulator, as onCall hands it over; `admin` gives it the
 * claim and (unless `withoutDocument`) admins/{uid}, as `npm run admin:grant` does; its e-mail
 * address is verified unless `verified` is false.
 */
export async function signedInWithRole(
  email: string,
  role: { admin: boolean; withoutDocument?: boolean; verified?: boolean },
): Promise<AuthData> {
  const password = TEST_PASSWORD;
  const user = await testAuth().createUser({
    email,
    password,
    emailVerified: role.verified ?? true,
  });
  if (role.admin) {
    await testAuth().setCustomUserClaims(user.uid, { admin: true });
    if (!role.withoutDocument) await testDb().collection('admins').doc(user.uid).set({ email });
  }
  const rawToken = await signIn(email, password);
  const token = await testAuth().verifyIdToken(rawToken);
  return { uid: token.uid, token, rawToken };
}
