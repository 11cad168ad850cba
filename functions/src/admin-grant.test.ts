import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  followResetLink,
  followVerificationLink,
  refreshIdToken,
  sendPasswordReset,
  sendVerification,
  signUpByRest,
} from '../test/auth-rest.ts';
import { PROJECT_ID, signIn, testAuth, testDb } from '../test/emulators.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/admin-grant.mjs', import.meta.url));
const PASSWORD = 'Passw0rd-for-tests';

/** Runs `npm run admin:grant -- ...args` as a user would, against the emulators. */
async function adminGrant(...args: string[]) {
  const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function claimsInFreshToken(email: string) {
  return testAuth().verifyIdToken(await signIn(email, PASSWORD));
}

async function adminDoc(uid: string) {
  return (await testDb().collection('admins').doc(uid).get()).data();
}

/** A verified account that is an admin already: the claim and admins/{uid}. */
async function existingAdmin(email: string) {
  const user = await testAuth().createUser({ email, password: PASSWORD, emailVerified: true });
  await testAuth().setCustomUserClaims(user.uid, { admin: true });
  await testDb().collection('admins').doc(user.uid).set({ email });
  return user;
}

/** Resolves once the clock is in a later whole second: token revocation counts in seconds. */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
}

describe('admin-grant script', () => {
  it('prints the account, then grants the claim and admins/{uid}, keeping other claims', async () => {
    const user = await testAuth().createUser({
      email: 'editor@example.com',
      password: PASSWORD,
      emailVerified: true,
    });
    await testAuth().setCustomUserClaims(user.uid, { beta: true });
    const result = await adminGrant('editor@example.com');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(
      `  uid       ${user.uid}\n  e-mail    editor@example.com\n  verified  yes\n` +
        '  claims    {"beta":true}\n',
    );
    expect(result.stdout.indexOf('claims')).toBeLessThan(result.stdout.indexOf('Granted admin'));
    expect(result.stdout).toContain('Granted admin to editor@example.com');
    expect((await testAuth().getUser(user.uid)).customClaims).toEqual({ beta: true, admin: true });
    expect(await adminDoc(user.uid)).toMatchObject({ email: 'editor@example.com' });
    // The old password is gone: the owner chooses one through the reset link, then has the role.
    await expect(signIn('editor@example.com', PASSWORD)).rejects.toThrow(/INVALID/);
    await sendPasswordReset('editor@example.com');
    await followResetLink('editor@example.com', PASSWORD);
    expect(await claimsInFreshToken('editor@example.com')).toMatchObject({ admin: true });
  });

  it('changes nothing for an account that is an admin already', async () => {
    await existingAdmin('editor@example.com');
    const result = await adminGrant('editor@example.com');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('editor@example.com is an admin already; nothing changed.');
    expect(await claimsInFreshToken('editor@example.com')).toMatchObject({ admin: true });
  });

  it('refuses an account whose e-mail is not verified, changing nothing', async () => {
    // Whoever signs up first with the owner's address holds this account until it is verified.
    const user = await testAuth().createUser({ email: 'owner@example.com', password: PASSWORD });
    const result = await adminGrant('owner@example.com');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  verified  no\n');
    expect(result.stderr).toContain('Refused: owner@example.com is not verified');
    expect((await testAuth().getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect(await adminDoc(user.uid)).toBeUndefined();
  });

  it('grants an address someone else signed up with only after locking them out', async () => {
    // The attacker signs up first with the owner's address; the owner opens the verification
    // e-mail; the operator then grants the address the role.
    const attacker = await signUpByRest('owner@example.com', 'Attacker-pass-1');
    await sendVerification(attacker.idToken);
    await followVerificationLink('owner@example.com');
    const verifiedToken = await refreshIdToken(attacker.refreshToken);
    await nextSecond();
    const result = await adminGrant('owner@example.com');
    expect(result).toMatchObject({ code: 0 });
    await expect(signIn('owner@example.com', 'Attacker-pass-1')).rejects.toThrow(/INVALID/);
    // Revoked: Firebase refuses to refresh it (the emulator does not check refresh tokens).
    await expect(testAuth().verifyIdToken(verifiedToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect((await testAuth().getUser(attacker.uid)).customClaims).toEqual({ admin: true });
    expect(result.stdout).toContain("its owner chooses a new one through 'Forgot password?'");
  });

  it('revokes with --revoke: the claim, admins/{uid} and the refresh tokens', async () => {
    const user = await existingAdmin('editor@example.com');
    const stillValid = await signIn('editor@example.com', PASSWORD);
    await nextSecond();
    const result = await adminGrant('editor@example.com', '--revoke');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('  claims    {"admin":true}\n');
    expect(result.stdout).toContain('Revoked admin from editor@example.com');
    expect((await testAuth().getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect(await adminDoc(user.uid)).toBeUndefined();
    // The old ID token still carries the claim (the rules ignore it without admins/{uid}), but
    // the session behind it is revoked.
    const claims: unknown = JSON.parse(
      Buffer.from(stillValid.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toMatchObject({ admin: true });
    await expect(testAuth().verifyIdToken(stillValid, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await claimsInFreshToken('editor@example.com')).not.toHaveProperty('admin');
  });

  it('fails with exit code 1 for an unknown e-mail', async () => {
    const result = await adminGrant('nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with e-mail nobody@example.com');
  });

  it('prints the usage with exit code 2 when the e-mail is missing', async () => {
    const result = await adminGrant();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin:grant -- <email> [--revoke]');
  });
});
