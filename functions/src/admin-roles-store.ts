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
  };
}
