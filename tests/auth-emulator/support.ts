import { deleteApp, getApps } from 'firebase/app';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Backend } from '../../src/backend/backend.ts';
import { createFirebaseBackend } from '../../src/backend/firebase/index.ts';
import type { AuthUser } from '../../src/domain/types.ts';

// What the Auth-emulator suites share: the emulator's REST helpers and a fresh adapter per test.

export const PROJECT = 'demo-edge-navigator';
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const EMULATOR = `http://${HOST}`;
export const PASSWORD = 'Str0ng-enough-pass';

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET';
  oobLink: string;
}

/** Every out-of-band code (verification, reset) the emulator has "sent". */
export async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Sets custom claims through the emulator's accounts:update endpoint (what the Admin SDK does). */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
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

/** Follows this address's verification link as the mail app would (another client). */
export async function verifyByLink(email: string): Promise<void> {
  const link = (await oobCodes()).findLast(
    (c) => c.email === email && c.requestType === 'VERIFY_EMAIL',
  )?.oobLink;
  if (!link) throw new Error(`no verification link for ${email}`);
  // The emulator applies the code, then redirects to the continue URL (the site, not running).
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`verification link failed: ${res.status}`);
}

/** Collects every state the adapter reports, so tests can wait for the next one. */
export function watch(backend: Backend) {
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

/** The adapter as the app creates it, connected to the emulator. */
export function emulatorBackend(): Backend {
  return createFirebaseBackend(
    { apiKey: 'demo-api-key', projectId: PROJECT },
    { emulatorHost: HOST.split(':')[0] },
  );
}

/**
 * Registers the suite's hooks: a canary for the emulator, then per test an empty emulator, clean
 * storage, a new address and a fresh adapter. Read `current` inside tests.
 */
export function useAuthEmulator(): { readonly backend: Backend; readonly email: string } {
  const current = { backend: undefined as unknown as Backend, email: '' };
  beforeAll(async () => {
    // Fail fast, and say why, when the suite is run without the emulator.
    const res = await fetch(EMULATOR).catch(() => null);
    if (!res)
      throw new Error(
        `The Auth emulator is not reachable at ${EMULATOR}: run npm run test:auth-emulator.`,
      );
  });
  beforeEach(async () => {
    await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
    localStorage.clear();
    current.email = `leader-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // No Firestore emulator runs here: profile writes fail fast and are logged, by design.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    current.backend = emulatorBackend();
  });
  afterEach(async () => {
    await Promise.all(getApps().map((app) => deleteApp(app)));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return current;
}
