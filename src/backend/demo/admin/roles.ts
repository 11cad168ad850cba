import {
  handleClaimAdminRole,
  handleSetAdminRole,
  type RoleAccount,
  type RoleCaller,
  type RoleDeps,
} from '../../../domain/cms/admin-roles.ts';
import type { AdminRolesApi } from '../../admin-content-api.ts';
import { isRevoked } from '../access.ts';
import { revokeSessionsOf, secureDemoAccount } from '../account-security.ts';
import { outboxMessage, toAuthUser } from '../auth.ts';
import type { DemoContext } from '../context.ts';
import type { DemoAccount } from '../records.ts';

/**
 * The callables `claimAdminRole` and `setAdminRole` in the browser: the same handlers over the
 * demo's accounts, where one flag stands for both the claim and admins/{uid}. The reset link a
 * secured account's owner needs is sent here, as the Firebase adapter has Auth send it.
 */
export function createDemoAdminRoles(ctx: DemoContext): AdminRolesApi {
  const { db, session, remote, now } = ctx;
  const setAdmin = (uid: string, admin: boolean) =>
    db.mutate('accounts', (accounts) => {
      const account = accounts.find((a) => a.uid === uid);
      if (account) account.isAdmin = admin;
    });
  const toRoleAccount = (a: DemoAccount): RoleAccount => ({
    uid: a.uid,
    email: a.email,
    emailVerified: a.emailVerified,
    claims: a.isAdmin ? { admin: true } : {},
  });
  const deps: RoleDeps = {
    accounts: {
      byEmail: async (email) => {
        const found = (await db.list('accounts')).find((a) => a.email === email);
        return found ? toRoleAccount(found) : null;
      },
      setClaims: (uid, claims) => setAdmin(uid, claims?.admin === true),
      revokeSessions: (uid) =>
        db.mutate('accounts', (accounts) => {
          const account = accounts.find((a) => a.uid === uid);
          if (account) revokeSessionsOf(account);
        }),
      secure: (uid) => secureDemoAccount(db, uid),
    },
    registry: {
      has: async (uid) => (await db.list('accounts')).some((a) => a.uid === uid && a.isAdmin),
      add: (uid) => setAdmin(uid, true),
      remove: (uid) => setAdmin(uid, false),
    },
    now,
  };

  /** The caller as a callable sees them: the account now, the claim of the session's token. */
  const caller = async (): Promise<RoleCaller | null> => {
    const user = session.current();
    if (!user) return null;
    const account = (await db.list('accounts')).find((a) => a.uid === user.uid);
    if (!account || isRevoked(account, user)) return null;
    return {
      uid: user.uid,
      email: account.email,
      emailVerified: account.emailVerified,
      adminClaim: user.isAdmin,
    };
  };

  /** A fresh token for the signed-in user, as `getIdToken(true)` gives after a change. */
  const refreshSession = async () => {
    const user = session.current();
    const account = user && (await db.list('accounts')).find((a) => a.uid === user.uid);
    // A revoked session gets no new token: Firebase signs it out.
    if (account && !isRevoked(account, user)) session.set(toAuthUser(account));
    else session.set(null);
  };

  const sendReset = (email: string) =>
    db.mutate(
      'outbox',
      (outbox) => void outbox.push(outboxMessage('password-reset', email, now())),
    );

  return {
    claim: () =>
      remote(async () => {
        const me = await caller();
        const grant = await handleClaimAdminRole(me, { ...deps, allowList: ctx.adminEmails });
        if (grant.passwordReset && me?.email) await sendReset(me.email);
        await refreshSession();
        return grant;
      }),
    setRole: (email, admin) =>
      remote(async () => {
        const me = await caller();
        const changed = await handleSetAdminRole(me, { email, admin }, deps);
        if (changed.passwordReset) await sendReset(changed.email);
        if (changed.uid === me?.uid) await refreshSession();
        return { passwordReset: changed.passwordReset };
      }),
  };
}
