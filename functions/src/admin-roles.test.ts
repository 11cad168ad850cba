import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMINS_ONLY,
  CANNOT_REVOKE_SELF,
  NOT_ON_ALLOW_LIST,
  NOT_VERIFIED_OWNER,
  notVerified,
} from '../../src/domain/cms/admin-roles.ts';
import { MUST_BE_AUTHENTICATED } from '../../src/domain/cms/messages.ts';
import { signedInWithRole, TEST_PASSWORD } from '../test/admin.ts';
import { callableRequest } from '../test/callable-request.ts';
import { followResetLink, sendPasswordReset } from '../test/auth-rest.ts';
import { signIn, testAuth, testDb } from '../test/emulators.ts';
import { claimAdminRole, setAdminRole } from './admin-roles.ts';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn() }));

/** An account on the Auth emulator, signed in: the callable's `auth` as onCall verifies it. */
async function account(email: string, options: { verified?: boolean; admin?: boolean } = {}) {
  const auth = await signedInWithRole(email, {
    admin: options.admin ?? false,
    verified: options.verified,
  });
  return { uid: auth.uid, auth };
}

async function failure(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof HttpsError)) throw error;
  return { code: error.code, message: error.message };
}

const hasAdminDoc = async (uid: string) =>
  (await testDb().collection('admins').doc(uid).get()).exists;

afterEach(() => vi.unstubAllEnvs());

describe('claimAdminRole', () => {
  it('makes a verified owner on ADMIN_EMAILS an admin: the claim and admins/{uid}', async () => {
    vi.stubEnv('ADMIN_EMAILS', 'someone@example.com, Owner@Example.com');
    const owner = await account('owner@example.com');
    expect(await claimAdminRole.run(callableRequest(null, { auth: owner.auth }))).toEqual({
      passwordReset: true,
    });
    expect((await testAuth().getUser(owner.uid)).customClaims).toEqual({ admin: true });
    expect(await hasAdminDoc(owner.uid)).toBe(true);
    // The account was secured first: the owner's way back in is the reset link.
    await expect(signIn('owner@example.com', TEST_PASSWORD)).rejects.toThrow(/INVALID/);
    await sendPasswordReset('owner@example.com');
    await followResetLink('owner@example.com', TEST_PASSWORD);
    const fresh = await testAuth().verifyIdToken(await signIn('owner@example.com', TEST_PASSWORD));
    expect(fresh.admin).toBe(true);
    // Claiming again changes nothing and signs nobody out.
    const admin = await testAuth().verifyIdToken(await signIn('owner@example.com', TEST_PASSWORD));
    expect(
      await claimAdminRole.run(
        callableRequest(null, { auth: { uid: owner.uid, token: admin, rawToken: '' } }),
      ),
    ).toEqual({ passwordReset: false });
  });

  it('refuses an address off the list, an unverified owner and a visitor', async () => {
    vi.stubEnv('ADMIN_EMAILS', 'owner@example.com');
    const stranger = await account('stranger@example.com');
    expect(
      await failure(claimAdminRole.run(callableRequest(null, { auth: stranger.auth }))),
    ).toEqual({
      code: 'permission-denied',
      message: NOT_ON_ALLOW_LIST,
    });
    const unverified = await account('owner@example.com', { verified: false });
    expect(
      await failure(claimAdminRole.run(callableRequest(null, { auth: unverified.auth }))),
    ).toEqual({
      code: 'permission-denied',
      message: NOT_VERIFIED_OWNER,
    });
    expect(await failure(claimAdminRole.run(callableRequest(null)))).toEqual({
      code: 'unauthenticated',
      message: MUST_BE_AUTHENTICATED,
    });
    expect(await hasAdminDoc(unverified.uid)).toBe(false);
  });

  it('lets nobody claim while ADMIN_EMAILS is unset', async () => {
    const owner = await account('owner@example.com');
    expect(
      await failure(claimAdminRole.run(callableRequest(null, { auth: owner.auth }))),
    ).toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('setAdminRole', () => {
  it('grants a verified account the role, keeping its other claims', async () => {
    const admin = await account('admin@example.com', { admin: true });
    const editor = await account('editor@example.com');
    await testAuth().setCustomUserClaims(editor.uid, { beta: true });
    const result = await setAdminRole.run(
      callableRequest({ email: ' Editor@Example.com ', admin: true }, { auth: admin.auth }),
    );
    expect(result).toEqual({
      uid: editor.uid,
      email: 'editor@example.com',
      admin: true,
      passwordReset: true,
    });
    expect((await testAuth().getUser(editor.uid)).customClaims).toEqual({
      beta: true,
      admin: true,
    });
    expect(await hasAdminDoc(editor.uid)).toBe(true);
  });

  it('revokes: admins/{uid} and the claim go, and every session is ended', async () => {
    const admin = await account('admin@example.com', { admin: true });
    const other = await account('other@example.com', { admin: true });
    // Revocation counts in whole seconds: a token issued in the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
    await setAdminRole.run(
      callableRequest({ email: 'other@example.com', admin: false }, { auth: admin.auth }),
    );
    expect(await hasAdminDoc(other.uid)).toBe(false);
    expect((await testAuth().getUser(other.uid)).customClaims ?? {}).toEqual({});
    await expect(testAuth().verifyIdToken(other.auth.rawToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('refuses an unverified account, revoking oneself, and anyone not an admin', async () => {
    const admin = await account('admin@example.com', { admin: true });
    await account('new@example.com', { verified: false });
    expect(
      await failure(
        setAdminRole.run(
          callableRequest({ email: 'new@example.com', admin: true }, { auth: admin.auth }),
        ),
      ),
    ).toEqual({ code: 'failed-precondition', message: notVerified('new@example.com') });
    expect(
      await failure(
        setAdminRole.run(
          callableRequest({ email: 'admin@example.com', admin: false }, { auth: admin.auth }),
        ),
      ),
    ).toEqual({ code: 'failed-precondition', message: CANNOT_REVOKE_SELF });
    // A claim without admins/{uid} (a revoked admin's old token) is no admin.
    const revoked = await account('revoked@example.com');
    await testAuth().setCustomUserClaims(revoked.uid, { admin: true });
    const token = await testAuth().verifyIdToken(
      await signIn('revoked@example.com', TEST_PASSWORD),
    );
    expect(
      await failure(
        setAdminRole.run(
          callableRequest(
            { email: 'new@example.com', admin: true },
            { auth: { uid: revoked.uid, token, rawToken: '' } },
          ),
        ),
      ),
    ).toEqual({ code: 'permission-denied', message: ADMINS_ONLY });
    expect(
      await failure(
        setAdminRole.run(
          callableRequest({ email: 'not-an-address', admin: true }, { auth: admin.auth }),
        ),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
  });
});
