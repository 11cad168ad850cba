import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';

/** admin-cms.md section 5: what an admin-only call answers when nobody is signed in. */
export const MUST_BE_AUTHENTICATED = 'Must be authenticated';
export const ADMIN_ONLY = 'Administrator privileges required.';

/**
 * Lets the call through only for an admin: the `admin` claim AND the document admins/{uid}, as
 * the security rules check (revoking deletes the document, so an old token opens nothing).
 * Resolves with the admin's uid.
 */
export async function requireAdmin(auth: CallableRequest['auth'], db: Firestore): Promise<string> {
  if (!auth) throw new HttpsError('unauthenticated', MUST_BE_AUTHENTICATED);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', ADMIN_ONLY);
  const admin = await db.collection('admins').doc(auth.uid).get();
  if (!admin.exists) throw new HttpsError('permission-denied', ADMIN_ONLY);
  return auth.uid;
}

/** Options of the admin-only callables: the CMS reaches them, App Check is not asked. */
export const ADMIN_CALLABLE = { cors: true, maxInstances: 5 } as const;
