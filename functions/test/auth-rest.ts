import { authEmulatorHost, PROJECT_ID } from './emulators.ts';

// What a browser (anyone's: the attacker's, the owner's mail app) does through the Auth
// emulator's REST API, the same endpoints the web SDK calls.

const identity = (method: string) =>
  `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `HTTP ${response.status}`);
  return answer;
}

/** A session: what sign-up or sign-in hands the browser. */
export interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** Creates an e-mail and password account, as the sign-up form does; it is signed in at once. */
export async function signUpByRest(email: string, password: string): Promise<Session> {
  const answer = await post<{ localId: string; idToken: string; refreshToken: string }>(
    identity('signUp'),
    { email, password, returnSecureToken: true },
  );
  return { uid: answer.localId, idToken: answer.idToken, refreshToken: answer.refreshToken };
}

/** Sends the signed-in account's verification e-mail (to its address). */
export async function sendVerification(idToken: string): Promise<void> {
  await post(identity('sendOobCode'), { requestType: 'VERIFY_EMAIL', idToken });
}

/** Sends a password-reset e-mail to the address, as "Forgot password?" does. */
export async function sendPasswordReset(email: string): Promise<void> {
  await post(identity('sendOobCode'), { requestType: 'PASSWORD_RESET', email });
}

/** The newest code the emulator "mailed" to this address for this purpose. */
async function latestCode(email: string, requestType: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.findLast((c) => c.email === email && c.requestType === requestType);
  if (!code) throw new Error(`no ${requestType} e-mail to ${email}`);
  return code.oobCode;
}

/** The owner opens the verification link in their mailbox. */
export async function followVerificationLink(email: string): Promise<void> {
  await post(identity('update'), { oobCode: await latestCode(email, 'VERIFY_EMAIL') });
}

/** The owner opens the reset link in their mailbox and chooses a password. */
export async function followResetLink(email: string, newPassword: string): Promise<void> {
  await post(identity('resetPassword'), {
    oobCode: await latestCode(email, 'PASSWORD_RESET'),
    newPassword,
  });
}

/** Exchanges a session's refresh token for a new ID token, as the SDK does every hour. */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const answer = await post<{ id_token: string }>(
    `http://${authEmulatorHost()}/securetoken.googleapis.com/v1/token?key=fake-api-key`,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
  );
  return answer.id_token;
}
