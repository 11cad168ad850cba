import { deleteApp, getApps } from 'firebase/app';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/backend.ts';
import { AUTH_HINT_KEY } from '../../src/backend/firebase/auth.ts';
import { createFirebaseBackend } from '../../src/backend/firebase/index.ts';
import { isBackendError } from '../../src/domain/errors.ts';
import type { AuthUser } from '../../src/domain/types.ts';

const PROJECT = 'demo-edge-navigator';
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const EMULATOR = `http://${HOST}`;

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET';
  oobLink: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Sets custom claims through the emulator's accounts:update endpoint (what the Admin SDK does). */
async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  const res = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
    },
  );
  if (!res.ok) throw new Error(`accounts:update failed: ${res.status} ${await res.text()}`);
}

/** Collects every state the adapter reports, so tests can wait for the next one. */
function watch(backend: Backend) {
  const states: (AuthUser | null)[] = [];
  const stop = backend.auth.onAuthStateChanged((user) => states.push(user));
  const next = (predicate: (u: AuthUser | null) => boolean) =>
    vi.waitFor(
      () => {
        const found = states.findLast((u) => predicate(u));
        if (found === undefined) throw new Error('no matching auth state yet');
        return found;
      },
      { timeout: 10_000 },
    );
  return { states, stop, next };
}

let backend: Backend;
let email: string;
const password = 'Str0ng-enough-pass';

beforeAll(async () => {
  // Canary: fail fast, and say why, when the suite is run without the emulator.
  const res = await fetch(EMULATOR).catch(() => null);
  if (!res)
    throw new Error(
      `The Auth emulator is not reachable at ${EMULATOR}: run npm run test:auth-emulator.`,
    );
});

beforeEach(async () => {
  await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  localStorage.clear();
  email = `leader-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // No Firestore emulator runs here: profile writes fail fast and are logged, by design.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  backend = createFirebaseBackend(
    { apiKey: 'demo-api-key', projectId: PROJECT },
    { emulatorHost: HOST.split(':')[0] },
  );
});

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  vi.restoreAllMocks();
});

describe('the Firebase adapter on the Auth emulator', () => {
  it('reports a visitor who never signed in as signed out, without loading Auth', async () => {
    const { states, next } = watch(backend);
    await next((u) => u === null);
    expect(states).toEqual([null]);
    expect(localStorage.getItem(AUTH_HINT_KEY)).toBeNull();
  });

  it('signs up with a display name, sends the verification e-mail and remembers the session', async () => {
    const user = await backend.auth.signUp({ name: '  Ada Lovelace ', email, password });
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

  it('refuses a second account for the same e-mail with the friendly message', async () => {
    await backend.auth.signUp({ name: 'Ada', email, password });
    const error = await backend.auth
      .signUp({ name: 'Ada', email, password })
      .catch((e: unknown) => e);
    expect(isBackendError(error, 'already-exists')).toBe(true);
    expect((error as Error).message).toBe('An account with this email already exists.');
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
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
    const created = await backend.auth.signUp({ name: 'Ada', email, password });
    await setClaims(created.uid, { admin: true });
    await backend.auth.signOut();
    const user = await backend.auth.signIn(email, password);
    expect(user.isAdmin).toBe(true);
  });

  it('restores the session for a new page load on this device', async () => {
    await backend.auth.signUp({ name: 'Ada', email, password });
    // The next visit: this page's app goes away, a fresh one starts on the same storage.
    await Promise.all(getApps().map((app) => deleteApp(app)));
    const again = createFirebaseBackend(
      { apiKey: 'demo-api-key', projectId: PROJECT },
      { emulatorHost: HOST.split(':')[0] },
    );
    const { next } = watch(again);
    // jsdom has no IndexedDB; localStorage persistence is the fallback and survives.
    const restored = await next((u) => u !== null);
    expect(restored?.email).toBe(email);
  });

  it('sends a reset e-mail to a known address and says nothing about unknown ones', async () => {
    await backend.auth.signUp({ name: 'Ada', email, password });
    await backend.auth.sendPasswordReset(email);
    await expect(backend.auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    const resets = (await oobCodes()).filter((c) => c.requestType === 'PASSWORD_RESET');
    expect(resets.map((c) => c.email)).toEqual([email]);
  });

  it('sends the signed-in user another verification e-mail, and refuses when signed out', async () => {
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
    await backend.auth.signUp({ name: 'Ada', email, password });
    const { next } = watch(backend);
    await next((u) => u?.email === email && !u.emailVerified);
    // The visitor follows the link in the mail app (another client).
    const link = (await oobCodes()).find((c) => c.email === email)?.oobLink;
    if (!link) throw new Error('no verification link');
    // The emulator applies the code, then redirects to the continue URL (the site, not running).
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBeLessThan(400);
    await backend.auth.refreshUser();
    await next((u) => u?.email === email && u.emailVerified);
    await backend.auth.signOut();
    await expect(backend.auth.refreshUser()).resolves.toBeUndefined();
  });
});
