import { toDocument } from '../../domain/entities/entity.ts';
import { profileEntity } from '../../domain/entities/visitor.ts';
import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore/lite';
import type { AuthApi, SignUpInput, SignUpResult } from '../backend.ts';
import { BackendError } from '../../domain/errors.ts';
import type { AuthUser } from '../../domain/types.ts';
import type { FirebaseContext } from './app.ts';
import { sendWithContinueUrl } from './continue-url.ts';
import { SIGNED_OUT, translated } from './errors.ts';

type AuthModule = typeof AuthSdk;

/**
 * Set while this device has a signed-in session. Visitors who never sign in never download
 * Firebase Auth (34 KB gzip): without the hint the session is reported signed out at once.
 * If the hint is lost while a session exists, the first auth action (or /auth) restores it.
 */
export const AUTH_HINT_KEY = 'edge_auth_session_hint';

function hint(): boolean {
  try {
    return localStorage.getItem(AUTH_HINT_KEY) === '1';
  } catch {
    return true; // no storage: load Auth and ask it
  }
}

function setHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(AUTH_HINT_KEY, '1');
    else localStorage.removeItem(AUTH_HINT_KEY);
  } catch {
    // Storage disabled: Auth is then loaded on every visit, which is merely slower.
  }
}

/** The AuthApi, plus the signed-in user as the ID token last described it, for the adapter. */
export interface FirebaseAuthApi extends AuthApi {
  /** The signed-in user as the current ID token describes it (what the rules see); null if none. */
  currentUser(): Promise<AuthUser | null>;
}

/** Firebase Auth, loaded on first use so it never delays the first paint. */
export function createAuthApi(ctx: FirebaseContext): FirebaseAuthApi {
  let loading: Promise<{ auth: Auth; sdk: AuthModule }> | null = null;
  const listeners = new Set<(user: AuthUser | null) => void>();
  // The last answer Auth gave (undefined until it has answered), handed to late listeners.
  let current: AuthUser | null | undefined;
  let change = 0;
  const settle = (user: AuthUser | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };
  const load = () =>
    (loading ??= import('firebase/auth').then((sdk) => {
      const auth = sdk.initializeAuth(ctx.app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (ctx.emulatorHost) {
        sdk.connectAuthEmulator(auth, `http://${ctx.emulatorHost}:${ctx.emulatorPorts.auth}`, {
          disableWarnings: true,
        });
      }
      // onIdTokenChanged also fires when a custom claim change refreshes the token.
      // It fires once Auth has restored (or not) the session, and on every change after.
      sdk.onIdTokenChanged(auth, (user) => {
        setHint(Boolean(user));
        const thisChange = ++change;
        if (!user) return settle(null);
        // A newer change may overtake this token read; only the latest answer counts.
        const latest = (answer: AuthUser | null) => thisChange === change && settle(answer);
        toAuthUser(user).then(latest, () => latest(null));
      });
      return { auth, sdk };
    }));

  const toAuthUser = async (user: User, forceRefresh = false): Promise<AuthUser> => {
    const token = await user.getIdTokenResult(forceRefresh);
    return {
      uid: user.uid,
      email: user.email,
      // From the token, not the user object: the rules read the token, and reload() updates
      // the user object (and notifies) before a token that says so exists.
      emailVerified: token.claims.email_verified === true,
      displayName: user.displayName,
      isAdmin: token.claims.admin === true,
    };
  };

  return {
    async currentUser() {
      // Nobody signed in on this device: no need to load Auth to say so.
      if (!loading && !hint()) return null;
      const { auth } = await load();
      await auth.authStateReady();
      return auth.currentUser ? toAuthUser(auth.currentUser) : null;
    },
    onAuthStateChanged(callback) {
      listeners.add(callback);
      const known = current !== undefined ? current : loading || hint() ? undefined : null;
      if (known !== undefined) queueMicrotask(() => listeners.has(callback) && callback(known));
      // Otherwise the answer arrives through onIdTokenChanged, once Auth has loaded.
      else void load();
      return () => {
        listeners.delete(callback);
      };
    },
    signIn: (email, password) =>
      translated(async () => {
        const { auth, sdk } = await load();
        const cred = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
        return toAuthUser(cred.user);
      }),
    signUp: ({ name, email, password }: SignUpInput) =>
      translated(async (): Promise<SignUpResult> => {
        // A name the rules would refuse is refused before the account exists, not lost after.
        const profile = toDocument(profileEntity, { name: name.trim() });
        const { auth, sdk } = await load();
        const address = email.trim();
        let cred: AuthSdk.UserCredential;
        try {
          cred = await sdk.createUserWithEmailAndPassword(auth, address, password);
        } catch (error) {
          if ((error as { code?: string }).code !== 'auth/email-already-in-use') throw error;
          // The address has an account (perhaps one someone else opened with it): its owner
          // gets a reset link, and choosing a password through it ends every other session.
          await sendWithContinueUrl(
            (settings) => sdk.sendPasswordResetEmail(auth, address, settings),
            '/auth',
          );
          return { status: 'reset-sent', email: address.toLowerCase() };
        }
        // The account exists from here on: nothing below may turn the sign-up into an error (a
        // retry would only say the e-mail is taken). Each step that fails is logged; the name
        // is kept in both the Auth profile and the profile document, and the app uses either;
        // a verification e-mail that did not go can be sent again from /account.
        const logged = (what: string) => (error: unknown) => console.error(what, error);
        await sdk
          .updateProfile(cred.user, { displayName: profile.name })
          .catch(logged('Failed to set the display name'));
        await setDoc(doc(ctx.db, profileEntity.collection, cred.user.uid), profile).catch(
          logged('Failed to save the profile'),
        );
        await sendWithContinueUrl(
          (settings) => sdk.sendEmailVerification(cred.user, settings),
          '/',
        ).catch(logged('Failed to send the verification e-mail'));
        const user = await toAuthUser(cred.user);
        // Setting the name changes no ID token, so listeners heard of the account before it had
        // its name: tell them again (a newer token read in flight no longer counts).
        if (auth.currentUser?.uid === user.uid && current?.displayName !== user.displayName) {
          change += 1;
          settle(user);
        }
        return { status: 'created', user };
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
          await sendWithContinueUrl(
            (settings) => sdk.sendPasswordResetEmail(auth, email.trim(), settings),
            '/auth',
          );
        } catch (error) {
          // Say nothing about whether the account exists.
          if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
        }
      }),
    sendVerificationEmail: () =>
      translated(async () => {
        const { auth, sdk } = await load();
        await auth.authStateReady();
        if (!auth.currentUser) throw new BackendError('unauthenticated', SIGNED_OUT);
        const user = auth.currentUser;
        await sendWithContinueUrl((settings) => sdk.sendEmailVerification(user, settings), '/');
      }),
    refreshUser: () =>
      translated(async () => {
        // Nobody signed in on this device: nothing to refresh, and no need to load Auth.
        if (!loading && !hint()) return;
        const { auth } = await load();
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user) return;
        await user.reload();
        // The ID token carries email_verified, which the rules check (the subscriber read) and
        // the app follows: a token behind the account gets replaced, and onIdTokenChanged
        // tells the app. Compared with the token, so a refresh that failed is tried again.
        const { claims } = await user.getIdTokenResult();
        if (user.emailVerified !== (claims.email_verified === true)) await user.getIdToken(true);
      }),
  };
}
