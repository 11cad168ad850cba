import {
  accessRoleOf,
  isAllowed,
  type AccessCollection,
  type AccessOperation,
  type AccessRole,
  type AccessScope,
} from '../../domain/access.ts';
import { BackendError } from '../../domain/errors.ts';
import { unlocksContent } from '../../domain/subscription-links.ts';
import type { DemoDatabase } from './database.ts';
import type { DemoAccount } from './records.ts';
import type { SessionUser } from './session.ts';

/** Firestore's own message for a request its rules refuse. */
export const PERMISSION_DENIED = 'Missing or insufficient permissions.';

/** Whether the account has revoked this session: it signed in under an earlier epoch. */
export function isRevoked(
  account: Pick<DemoAccount, 'sessionEpoch'>,
  session: SessionUser,
): boolean {
  return session.epoch < (account.sessionEpoch ?? 0);
}

/**
 * The access role (src/domain/access.ts) of the signed-in user, as the rules would see it:
 * verification and the admin flag from the account as stored now (it may have changed since
 * the session began), a subscriber when a confirmed row has the verified address. A revoked
 * session is a visitor's: it can no longer get a token (the demo does not wait out the hour
 * Firebase's last token would live; that token carries no role it did not have).
 */
export async function accessRoleOfUser(
  db: DemoDatabase,
  user: SessionUser | null,
): Promise<AccessRole> {
  if (!user) return 'visitor';
  const stored = (await db.list('accounts')).find((a) => a.uid === user.uid);
  if (stored && isRevoked(stored, user)) return 'visitor';
  const account = stored ?? user;
  const email = account.email;
  const confirmed =
    account.emailVerified &&
    email !== null &&
    (await db.list('subscribers')).some((s) => s.email === email && unlocksContent(s));
  return accessRoleOf(account, confirmed);
}

/** Throws 'permission-denied', as Firestore does, unless the access table allows the request. */
export function assertAllowed(
  collection: AccessCollection,
  role: AccessRole,
  operation: AccessOperation,
  scope: AccessScope,
): void {
  if (!isAllowed(collection, role, operation, scope)) {
    throw new BackendError('permission-denied', PERMISSION_DENIED);
  }
}
