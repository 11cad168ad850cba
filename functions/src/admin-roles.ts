import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  handleClaimAdminRole,
  handleSetAdminRole,
  ownerList,
  type RoleGrant,
} from '../../src/domain/cms/admin-roles.ts';
import { roleCallerOf, ADMIN_CALLABLE } from './admin-callable.ts';
import { adminDb } from './admin-app.ts';
import { firebaseRoleAccounts, firestoreAdminRegistry } from './admin-roles-store.ts';
import { toHttpsError } from './https-error.ts';

/**
 * The owners who may claim the admin role from Settings (DECISIONS.md, Roles): e-mail addresses,
 * comma-separated (ADMIN_EMAILS=you@example.com,partner@example.com in functions/.env.<project>,
 * or the answer to the deploy's prompt). Empty: nobody can claim. A string, not a list param: a
 * list param's runtime value must be JSON, and an unset one throws instead of reading empty.
 */
export const adminEmails = defineString('ADMIN_EMAILS', { default: '' });

export interface RoleFunctionDeps {
  db: Firestore;
  auth: Auth;
  now: () => Date;
}

const roleDeps = ({ db, auth, now }: RoleFunctionDeps) => ({
  accounts: firebaseRoleAccounts(auth),
  registry: firestoreAdminRegistry(db),
  now,
});

/**
 * A verified owner on the allow-list becomes admin: the claim and admins/{uid}, once the
 * account is secured (a new password through the reset link; every session ended).
 */
export function claimAdminRoleHandler(
  request: Pick<CallableRequest, 'auth'>,
  deps: RoleFunctionDeps & { allowList: readonly string[] },
): Promise<RoleGrant> {
  return handleClaimAdminRole(roleCallerOf(request), {
    ...roleDeps(deps),
    allowList: deps.allowList,
  });
}

/** An admin grants or revokes the role of the account with an e-mail. */
export function setAdminRoleHandler(
  request: Pick<CallableRequest, 'auth' | 'data'>,
  deps: RoleFunctionDeps,
) {
  return handleSetAdminRole(roleCallerOf(request), request.data, roleDeps(deps));
}

const liveDeps = (): RoleFunctionDeps => ({
  db: adminDb(),
  auth: getAuth(),
  now: () => new Date(),
});

/**
 * Callable `claimAdminRole`: Settings' "assign the admin role to this account" for owners;
 * answers `{passwordReset}` (true: the caller is signed out and sets a new password).
 */
export const claimAdminRole = onCall(ADMIN_CALLABLE, async (request) => {
  try {
    return await claimAdminRoleHandler(request, {
      ...liveDeps(),
      allowList: ownerList(adminEmails.value()),
    });
  } catch (error) {
    throw toHttpsError(error, 'claimAdminRole');
  }
});

/**
 * Callable `setAdminRole`: admins grant or revoke the role by e-mail; either signs the account
 * out everywhere (a grant also makes its owner choose a new password: `passwordReset`).
 */
export const setAdminRole = onCall(ADMIN_CALLABLE, async (request) => {
  try {
    return await setAdminRoleHandler(request, liveDeps());
  } catch (error) {
    throw toHttpsError(error, 'setAdminRole');
  }
});
