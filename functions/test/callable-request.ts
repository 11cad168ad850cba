import type { CallableRequest } from 'firebase-functions/v2/https';
import { signIn, testAuth } from './emulators.ts';

// firebase-functions does not export AuthData from its public entry points.
type AuthData = NonNullable<CallableRequest['auth']>;

/**
 * A callable request as the Functions runtime builds it: `ip` is the address the connection
 * came from (on Google's infrastructure, what the front end appends to X-Forwarded-For), and
 * `req.ip` is what Express computes under `trust proxy`: the left-most X-Forwarded-For entry.
 */
export function callableRequest<T>(
  data: T,
  options: { ip?: string; headers?: Record<string, string>; auth?: AuthData } = {},
): CallableRequest<T> {
  const headers = options.headers ?? {};
  const forwarded = headers['x-forwarded-for']?.split(',')[0]?.trim();
  // The handlers read only `ip`, `headers` and `socket` of the raw Express request; the cast
  // spares us building a whole Express request for them.
  const rawRequest = {
    ip: forwarded || options.ip,
    headers,
    socket: { remoteAddress: options.ip },
  };
  return {
    data,
    rawRequest: rawRequest as unknown as CallableRequest<T>['rawRequest'],
    acceptsStreaming: false,
    ...(options.auth ? { auth: options.auth } : {}),
  };
}

/** What Google's front end sends for `ip` when the caller wrote `invented` in the header. */
export function forwardedFor(invented: string, ip: string): Record<string, string> {
  return { 'x-forwarded-for': `${invented}, ${ip}` };
}

/** Creates a user in the Auth emulator, signs in and verifies the token, as onCall does. */
export async function signedInAs(email: string): Promise<AuthData> {
  const password = 'Passw0rd-for-tests';
  await testAuth().createUser({ email, password, emailVerified: true });
  const rawToken = await signIn(email, password);
  const token = await testAuth().verifyIdToken(rawToken);
  return { uid: token.uid, token, rawToken };
}

/** The code and message a call was refused with (a call that succeeds yields neither). */
export async function refusalOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  return { code: (error as { code?: string }).code, message: (error as Error).message };
}
