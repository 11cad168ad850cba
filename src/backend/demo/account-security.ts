import type { DemoDatabase } from './database.ts';
import { hashPassword } from './password.ts';
import type { DemoAccount } from './records.ts';

// What Firebase Auth does to an account's credentials and sessions, on the demo's accounts:
// revoking sessions (validSince), securing an account before it gets the admin role, and the
// password a reset link sets.

/** Revokes every session the account has now; sessions signed in afterwards are unaffected. */
export function revokeSessionsOf(account: DemoAccount): void {
  account.sessionEpoch = (account.sessionEpoch ?? 0) + 1;
}

/** A password hash no password has: 32 random bytes, hex. */
function unguessableHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * RoleAccounts.secure on the demo: a password nobody knows and every session revoked; only the
 * reset link (edgeDemo.setPassword) leads back in.
 */
export async function secureDemoAccount(db: DemoDatabase, uid: string): Promise<void> {
  await db.mutate('accounts', (accounts) => {
    const account = accounts.find((a) => a.uid === uid);
    if (!account) return;
    account.passwordHash = unguessableHash();
    revokeSessionsOf(account);
  });
}

/**
 * What following a password-reset link does: the new password, the address verified (the link
 * reached its mailbox) and every earlier session revoked. False when there is no such account.
 */
export async function resetDemoPassword(
  db: DemoDatabase,
  email: string,
  password: string,
): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  const uid = (await db.list('accounts')).find((a) => a.email === normalised)?.uid;
  if (!uid) return false;
  const passwordHash = await hashPassword(uid, password);
  return db.mutate('accounts', (accounts) => {
    const account = accounts.find((a) => a.uid === uid);
    if (!account) return false;
    account.passwordHash = passwordHash;
    account.emailVerified = true;
    revokeSessionsOf(account);
    return true;
  });
}
