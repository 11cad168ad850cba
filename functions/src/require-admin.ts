import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { assertAdminCaller } from '../../src/domain/admin-only.ts';

/**
 * Lets the call through only for an admin: the `admin` claim AND the document admins/{uid}, as
 * the security rules check (revoking deletes the document, so an old token opens nothing).
 * Throws 'Must be authenticated' for nobody, 'permission-denied' for anyone else; resolves with
 * the admin's uid.
 */
export async function requireAdmin(auth: CallableRequest['auth'], db: Firestore): Promise<string> {
  const claim = auth?.token.admin === true;
  const document =
    auth && claim ? (await db.collection('admins').doc(auth.uid).get()).exists : false;
  assertAdminCaller({ signedIn: Boolean(auth), admin: claim && document });
  return auth!.uid;
}

/** Options of the admin-only callables: the CMS reaches them, App Check is not asked. */
export const ADMIN_CALLABLE = { cors: true, maxInstances: 5 } as const;
