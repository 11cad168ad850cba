import type { Firestore } from 'firebase-admin/firestore';
import type { CallableOptions, CallableRequest } from 'firebase-functions/v2/https';
import { ADMINS_ONLY, type RoleCaller } from '../../src/domain/cms/admin-roles.ts';
import { MUST_BE_AUTHENTICATED } from '../../src/domain/cms/messages.ts';
import { BackendError } from '../../src/domain/errors.ts';
import { firestoreAdminRegistry } from './admin-roles-store.ts';

/**
 * Options of the callables only admins (or, for claimAdminRole, a signed-in owner) use: they
 * check the caller's ID token themselves, so no App Check; few instances, since few people call.
 */
export const ADMIN_CALLABLE: CallableOptions = { cors: true, maxInstances: 2 };

/** The caller as the role handlers see them; null when the request carries no ID token. */
export function roleCallerOf(request: Pick<CallableRequest, 'auth'>): RoleCaller | null {
  const auth = request.auth;
  if (!auth) return null;
  return {
    uid: auth.uid,
    email: typeof auth.token.email === 'string' ? auth.token.email : null,
    emailVerified: auth.token.email_verified === true,
    adminClaim: auth.token.admin === true,
  };
}

/**
 * Refuses anyone but an admin: the `admin` claim on the token AND admins/{uid}, as the security
 * rules require, so a revoked admin's still-valid token gets nowhere.
 */
export async function assertAdmin(
  request: Pick<CallableRequest, 'auth'>,
  db: Firestore,
): Promise<RoleCaller> {
  const caller = roleCallerOf(request);
  if (!caller) throw new BackendError('unauthenticated', MUST_BE_AUTHENTICATED);
  if (!caller.adminClaim || !(await firestoreAdminRegistry(db).has(caller.uid))) {
    throw new BackendError('permission-denied', ADMINS_ONLY);
  }
  return caller;
}
