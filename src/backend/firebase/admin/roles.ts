import type { AdminRolesApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import type { AdminCall } from './callables.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';

/**
 * The callables `claimAdminRole` and `setAdminRole`. A change to the caller's own role takes a
 * new ID token to show: it is fetched at once, and onIdTokenChanged tells the app.
 */
export function createFirebaseAdminRoles(
  ctx: FirebaseContext,
  currentUser: CurrentUser,
  call: AdminCall,
): AdminRolesApi {
  const refreshToken = async () => {
    // Auth is loaded already: only a signed-in user gets here.
    const { getAuth } = await import('firebase/auth');
    await getAuth(ctx.app).currentUser?.getIdToken(true);
  };
  return {
    claim: () =>
      translated(async () => {
        await signedIn(currentUser);
        await call<null, null>('claimAdminRole', null);
        await refreshToken();
      }),
    setRole: (email, admin) =>
      translated(async () => {
        const me = await signedIn(currentUser);
        const changed = await call<{ email: string; admin: boolean }, { uid: string }>(
          'setAdminRole',
          { email, admin },
        );
        if (changed.uid === me.uid) await refreshToken();
      }),
  };
}
