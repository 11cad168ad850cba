import type { CallableRequest } from 'firebase-functions/v2/https';
import { signIn, testAuth } from './emulators.ts';

// firebase-functions does not export AuthData from its public entry points.
type AuthData = NonNullable<CallableRequest['auth']>;

/** A callable request as the Functions runtime builds it, from the parts our handlers read. */
export function callableRequest<T>(
  data: T,
  options: { ip?: string; headers?: Record<string, string>; auth?: AuthData } = {},
): CallableRequest<T> {
  // The handlers read only `ip` and `headers` of the raw Express request; the cast spares us
  // building a whole Express request for them.
  const rawRequest = { ip: options.ip, headers: options.headers ?? {} };
  return {
    data,
    rawRequest: rawRequest as unknown as CallableRequest<T>['rawRequest'],
    acceptsStreaming: false,
    ...(options.auth ? { auth: options.auth } : {}),
  };
}

/** Creates a user in the Auth emulator, signs in and verifies the token, as onCall does. */
export async function signedInAs(email: string): Promise<AuthData> {
  const password = 'Passw0rd-for-tests';
  await testAuth().createUser({ email, password, emailVerified: true });
  const rawToken = await signIn(email, password);
  const token = await testAuth().verifyIdToken(rawToken);
  return { uid: token.uid, token, rawToken };
}
