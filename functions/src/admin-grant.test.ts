import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, signIn, testAuth } from '../test/emulators.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/admin-grant.mjs', import.meta.url));
const PASSWORD = 'Passw0rd-for-tests';

/** Runs `npm run admin:grant -- ...args` as a user would, against the Auth emulator. */
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

describe('admin-grant script', () => {
  it('grants the admin claim, keeping other claims, and a new ID token carries it', async () => {
    const user = await testAuth().createUser({ email: 'editor@example.com', password: PASSWORD });
    await testAuth().setCustomUserClaims(user.uid, { beta: true });
    const result = await adminGrant('editor@example.com');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Granted admin to editor@example.com');
    expect((await testAuth().getUser(user.uid)).customClaims).toEqual({ beta: true, admin: true });
    expect(await claimsInFreshToken('editor@example.com')).toMatchObject({ admin: true });
  });

  it('revokes the claim with --revoke', async () => {
    const user = await testAuth().createUser({ email: 'editor@example.com', password: PASSWORD });
    await testAuth().setCustomUserClaims(user.uid, { admin: true });
    const result = await adminGrant('editor@example.com', '--revoke');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Revoked admin from editor@example.com');
    expect((await testAuth().getUser(user.uid)).customClaims ?? {}).toEqual({});
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
