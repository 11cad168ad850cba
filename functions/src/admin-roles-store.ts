import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AdminRegistry, RoleAccounts } from '../../src/domain/cms/admin-roles.ts';

/** The documents admins/{uid} (what scripts/admin-grant.mjs writes too). */
export function firestoreAdminRegistry(db: Firestore): AdminRegistry {
  const ref = (uid: string) => db.collection('admins').doc(uid);
  return {
    has: async (uid) => (await ref(uid).get()).exists,
    add: async (uid, email, at) => {
      await ref(uid).set({ email, grantedAt: at });
    },
    remove: async (uid) => {
      await ref(uid).delete();
    },
  };
}

/** Firebase Auth's accounts, through the Admin SDK. */
export function firebaseRoleAccounts(auth: Auth): RoleAccounts {
  return {
    async byEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return {
          uid: user.uid,
          email: user.email ?? email,
          emailVerified: user.emailVerified,
          claims: user.customClaims ?? {},
        };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
    secure: (uid) => secureAccount(auth, uid),
  };
}

/**
 * Auth revokes whole seconds: a session whose sign-in falls in the same second as the
 * revocation survives it. A sign-in with the old password can only come before the new one is
 * set, so the revocation waits past the next second boundary of any clock.
 */
const REVOCATION_GAP_MS = 1_100;

/**
 * The account taken from whoever holds it (RoleAccounts.secure): a random password nobody
 * learns, every other sign-in method unlinked, then (past the next second) every refresh token
 * revoked. Its owner comes back in through a password-reset link.
 */
export async function secureAccount(auth: Auth, uid: string): Promise<void> {
  const user = await auth.getUser(uid);
  const others = user.providerData
    .map((provider) => provider.providerId)
    .filter((id) => id !== 'password');
  await auth.updateUser(uid, {
    password: randomBytes(32).toString('base64url'),
    ...(others.length > 0 ? { providersToUnlink: others } : {}),
  });
  await new Promise((resolve) => setTimeout(resolve, REVOCATION_GAP_MS));
  await auth.revokeRefreshTokens(uid);
}
