import type {
  AccessCollection,
  AccessOperation,
  AccessRole,
  AccessScope,
} from '../../../domain/access.ts';
import { MUST_BE_AUTHENTICATED } from '../../../domain/cms/messages.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { AuthUser } from '../../../domain/types.ts';
import { accessRoleOfUser, assertAllowed } from '../access.ts';
import type { DemoContext } from '../context.ts';

/** The signed-in caller of an admin call, and what the rules would let them do. */
export interface DemoCaller {
  user: AuthUser;
  role: AccessRole;
  /** Throws 'permission-denied' unless the access table grants this request. */
  may(collection: AccessCollection, operation: AccessOperation, scope: AccessScope): void;
}

/**
 * The caller, or 'unauthenticated' with `signedOut` (section 5: 'Must be authenticated'); the
 * role is read from the account as stored now, as the rules read admins/{uid}.
 */
export async function demoCaller(
  { db, session }: Pick<DemoContext, 'db' | 'session'>,
  signedOut = MUST_BE_AUTHENTICATED,
): Promise<DemoCaller> {
  const user = session.current();
  if (!user) throw new BackendError('unauthenticated', signedOut);
  const role = await accessRoleOfUser(db, user);
  return {
    user,
    role,
    may: (collection, operation, scope) => assertAllowed(collection, role, operation, scope),
  };
}
