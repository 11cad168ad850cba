import type { RoleChange, RoleGrant } from '../../../domain/cms/admin-roles.ts';
import type { AdminRolesApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { sendWithContinueUrl } from '../continue-url.ts';
import { translated } from '../errors.ts';
import type { AdminCall } from './callables.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';

/**
 * The callables `claimAdminRole` and `setAdminRole`. A change to the caller's own role takes a
 * new ID token to show: it is fetched at once, and onIdTokenChanged tells the app. A grant that
 * secured the account (`passwordReset`) has Auth send its address the link to choose a new
 * password; a secured caller is signed out here, their session being revoked already.
 */
export function createFirebaseAdminRoles(
  ctx: FirebaseContext,
  currentUser: CurrentUser,
  call: AdminCall,
): AdminRolesApi {
  // Auth is loaded already: only a signed-in user gets here.
  const auth = async () => {
    const sdk = await import('firebase/auth');
    return { sdk, auth: sdk.getAuth(ctx.app) };
  };
  const refreshToken = async () => {
    const { auth: instance } = await auth();
    await instance.currentUser?.getIdToken(true);
  };
  const sendReset = async (email: string) => {
    const { sdk, auth: instance } = await auth();
    await sendWithContinueUrl(
      (settings) => sdk.sendPasswordResetEmail(instance, email, settings),
      '/auth',
    );
  };
  return {
    claim: () =>
      translated(async () => {
        const me = await signedIn(currentUser);
        const grant = await call<null, RoleGrant>('claimAdminRole', null);
        if (!grant.passwordReset) {
          await refreshToken();
          return grant;
        }
        if (me.email) await sendReset(me.email);
        const { sdk, auth: instance } = await auth();
        await sdk.signOut(instance);
        return grant;
      }),
    setRole: (email, admin) =>
      translated(async () => {
        const me = await signedIn(currentUser);
        const changed = await call<{ email: string; admin: boolean }, RoleChange>('setAdminRole', {
          email,
          admin,
        });
        if (changed.passwordReset) await sendReset(changed.email);
        if (changed.uid === me.uid) await refreshToken();
        return { passwordReset: changed.passwordReset };
      }),
  };
}
