import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore/lite';
import type { AuthApi, SignUpInput } from '../backend.ts';
import type { AuthUser } from '../../domain/types.ts';
import type { FirebaseContext } from './app.ts';
import { EMULATOR_PORTS } from './config.ts';
import { translated } from './errors.ts';

type AuthModule = typeof AuthSdk;

/** Firebase Auth, loaded on first use so it never delays the first paint. */
export function createAuthApi(ctx: FirebaseContext): AuthApi {
  let loading: Promise<{ auth: Auth; sdk: AuthModule }> | null = null;
  const load = () =>
    (loading ??= import('firebase/auth').then((sdk) => {
      const auth = sdk.initializeAuth(ctx.app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (ctx.emulatorHost) {
        sdk.connectAuthEmulator(auth, `http://${ctx.emulatorHost}:${EMULATOR_PORTS.auth}`, {
          disableWarnings: true,
        });
      }
      return { auth, sdk };
    }));

  const toAuthUser = async (user: User, forceRefresh = false): Promise<AuthUser> => {
    const token = await user.getIdTokenResult(forceRefresh);
    return {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      isAdmin: token.claims.admin === true,
    };
  };

  return {
    onAuthStateChanged(callback) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void load().then(({ auth, sdk }) => {
        if (cancelled) return;
        // onIdTokenChanged also fires when a custom claim change refreshes the token.
        unsubscribe = sdk.onIdTokenChanged(auth, (user) => {
          if (!user) return callback(null);
          toAuthUser(user).then(callback, () => callback(null));
        });
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signIn: (email, password) =>
      translated(async () => {
        const { auth, sdk } = await load();
        const cred = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
        return toAuthUser(cred.user);
      }),
    signUp: ({ name, email, password }: SignUpInput) =>
      translated(async () => {
        const { auth, sdk } = await load();
        const cred = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
        const trimmed = name.trim();
        await sdk.updateProfile(cred.user, { displayName: trimmed });
        await setDoc(doc(ctx.db, 'users', cred.user.uid), { name: trimmed });
        await sdk.sendEmailVerification(cred.user, { url: `${location.origin}/` });
        return toAuthUser(cred.user);
      }),
    signOut: () =>
      translated(async () => {
        const { auth, sdk } = await load();
        await sdk.signOut(auth);
      }),
    sendPasswordReset: (email) =>
      translated(async () => {
        const { auth, sdk } = await load();
        try {
          await sdk.sendPasswordResetEmail(auth, email.trim(), { url: `${location.origin}/auth` });
        } catch (error) {
          // Say nothing about whether the account exists.
          if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
        }
      }),
  };
}
