import { deleteApp, getApps } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { createdUser } from '../../src/backend/contract/expect-error.ts';
import { AUTH_HINT_KEY } from '../../src/backend/firebase/auth.ts';
import { PROFILE_NAME_TOO_LONG } from '../../src/domain/entities/visitor.ts';
import { isBackendError, type BackendError } from '../../src/domain/errors.ts';
import { LIMITS } from '../../src/domain/limits.ts';
import {
  PASSWORD as password,
  emulatorBackend,
  oobCodes,
  setClaims,
  useAuthEmulator,
  verifyByLink,
  watch,
} from './support.ts';

const current = useAuthEmulator();

describe('the Firebase adapter on the Auth emulator', () => {
  it('reports a visitor who never signed in as signed out, without loading Auth', async () => {
    const { backend } = current;
    const { states, next } = watch(backend);
    await next((u) => u === null);
    expect(states).toEqual([null]);
    expect(localStorage.getItem(AUTH_HINT_KEY)).toBeNull();
  });

  it('signs up with a display name, sends the verification e-mail and remembers the session', async () => {
    const { backend, email } = current;
    const user = await createdUser(
      backend.auth.signUp({ name: '  Ada Lovelace ', email, password }),
    );
    expect(user).toMatchObject({
      email,
      displayName: 'Ada Lovelace',
      emailVerified: false,
      isAdmin: false,
    });
    const codes = await oobCodes();
    expect(codes).toContainEqual(expect.objectContaining({ email, requestType: 'VERIFY_EMAIL' }));
    expect(localStorage.getItem(AUTH_HINT_KEY)).toBe('1');
  });

  it("answers an address's second sign-up with a reset link to it, signing nobody in", async () => {
    const { backend, email } = current;
    // Someone opened an account with the address first.
    await backend.auth.signUp({ name: 'Someone', email, password });
    await backend.auth.signOut();
    const { states, next } = watch(backend);
    await next((u) => u === null);
    const answer = await backend.auth.signUp({
      name: 'Owner',
      email: ` ${email.toUpperCase()} `,
      password: 'Owner-chose-this-1',
    });
    expect(answer).toEqual({ status: 'reset-sent', email });
    const reset = (await oobCodes()).filter((c) => c.requestType === 'PASSWORD_RESET');
    expect(reset).toEqual([expect.objectContaining({ email })]);
    expect(reset[0]!.oobLink).toContain(encodeURIComponent('http://localhost:5173/auth'));
    expect(states.every((u) => u === null)).toBe(true);
  });

  it(`refuses a name over ${LIMITS.profile.name} characters before the account exists`, async () => {
    const { backend, email } = current;
    const name = 'n'.repeat(LIMITS.profile.name + 1);
    const error = await backend.auth.signUp({ name, email, password }).catch((e: unknown) => e);
    expect(isBackendError(error, 'invalid-argument')).toBe(true);
    expect((error as BackendError).fields).toEqual({ name: PROFILE_NAME_TOO_LONG });
    // No account was made: the same e-mail signs up with a name the rules accept.
    const user = await createdUser(backend.auth.signUp({ name: name.slice(1), email, password }));
    expect(user.displayName).toBe(name.slice(1));
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    await backend.auth.signOut();
    for (const [who, pass] of [
      [email, 'wrong-password-1'],
      ['nobody@example.com', password],
    ] as const) {
      const error = await backend.auth.signIn(who, pass).catch((e: unknown) => e);
      expect(isBackendError(error, 'unauthenticated')).toBe(true);
      expect((error as Error).message).toBe('Invalid email or password.');
    }
  });

  it('signs in and out, following every change', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    await backend.auth.signOut();
    const { next } = watch(backend);
    await next((u) => u === null);
    const user = await backend.auth.signIn(email, password);
    expect(user.email).toBe(email);
    await next((u) => u?.email === email);
    await backend.auth.signOut();
    await next((u) => u === null);
    expect(localStorage.getItem(AUTH_HINT_KEY)).toBeNull();
  });

  it('reads the admin custom claim from the ID token', async () => {
    const { backend, email } = current;
    const created = await createdUser(backend.auth.signUp({ name: 'Ada', email, password }));
    await setClaims(created.uid, { admin: true });
    await backend.auth.signOut();
    const user = await backend.auth.signIn(email, password);
    expect(user.isAdmin).toBe(true);
  });

  it('restores the session for a new page load on this device', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    // The next visit: this page's app goes away, a fresh one starts on the same storage.
    await Promise.all(getApps().map((app) => deleteApp(app)));
    const again = emulatorBackend();
    const { next } = watch(again);
    // jsdom has no IndexedDB; localStorage persistence is the fallback and survives.
    const restored = await next((u) => u !== null);
    expect(restored?.email).toBe(email);
  });

  it('sends a reset e-mail to a known address and says nothing about unknown ones', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    await backend.auth.sendPasswordReset(email);
    await expect(backend.auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    // The emulator keeps other tests' codes: look at these two addresses'.
    const resets = (await oobCodes()).filter(
      (c) => c.requestType === 'PASSWORD_RESET' && [email, 'nobody@example.com'].includes(c.email),
    );
    expect(resets.map((c) => c.email)).toEqual([email]);
  });

  it('sends the signed-in user another verification e-mail, and refuses when signed out', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    await backend.auth.sendVerificationEmail();
    // The emulator keeps earlier tests' codes: count this account's.
    const mine = (await oobCodes()).filter((c) => c.email === email);
    expect(mine.map((c) => c.requestType)).toEqual(['VERIFY_EMAIL', 'VERIFY_EMAIL']);
    await backend.auth.signOut();
    const error = await backend.auth.sendVerificationEmail().catch((e: unknown) => e);
    expect(isBackendError(error, 'unauthenticated')).toBe(true);
    expect((error as Error).message).toBe('Please sign in again to continue.');
  });

  it('sees the e-mail verified elsewhere once refreshed, in the user and the ID token', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    const { next } = watch(backend);
    await next((u) => u?.email === email && !u.emailVerified);
    // The visitor follows the link in the mail app (another client).
    await verifyByLink(email);
    await backend.auth.refreshUser();
    await next((u) => u?.email === email && u.emailVerified);
    await backend.auth.signOut();
    await expect(backend.auth.refreshUser()).resolves.toBeUndefined();
  });
});
