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
import type { AuthUser } from '../../domain/types.ts';
import type { DemoDatabase } from './database.ts';

/** Firestore's own message for a request its rules refuse. */
export const PERMISSION_DENIED = 'Missing or insufficient permissions.';

/**
 * The access role (src/domain/access.ts) of the signed-in user, as the rules would see it:
 * verification and the admin flag from the account as stored now (it may have changed since
 * the session began), a subscriber when a confirmed row has the verified address.
 */
export async function accessRoleOfUser(
  db: DemoDatabase,
  user: AuthUser | null,
): Promise<AccessRole> {
  if (!user) return 'visitor';
  const account = (await db.list('accounts')).find((a) => a.uid === user.uid) ?? user;
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
