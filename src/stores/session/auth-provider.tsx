import {
  startTransition,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import type { AuthUser } from '../../domain/types.ts';
import {
  readSessionHint,
  SIGNED_OUT_HINT,
  subscribeSessionHint,
  writeSessionHint,
  type SessionHint,
} from './session-hint.ts';

export interface AuthState {
  /** True until the backend has said who is signed in. */
  loading: boolean;
  /**
   * While loading: who this device last knew was signed in, or that nobody was (session-hint.ts),
   * for what is drawn meanwhile (the header), so nothing moves when the backend answers. Null
   * when the device does not know.
   */
  pending: SessionHint | null;
  user: AuthUser | null;
  /** The profile name, else null (the header then shows the e-mail). */
  profileName: string | null;
  /** Signed in with a verified e-mail that a confirmed subscriber has: unlimited reading. */
  isConfirmedSubscriber: boolean;
  /** True while the signed-in user's profile and subscription are being looked up. */
  checkingSubscription: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

const SIGNED_OUT: AuthState = {
  loading: false,
  pending: null,
  user: null,
  profileName: null,
  isConfirmedSubscriber: false,
  checkingSubscription: false,
};

/** On the server and while a server-rendered page hydrates, pages are drawn for a visitor. */
const signedOutHint = () => SIGNED_OUT_HINT;
/**
 * After hydration, on a page the server drew: this device's hint, and the visitor's when it has
 * none, the same value as the server's (a different one would make React draw the whole page
 * again at once, in one long task, right after hydrating it).
 */
const hintOrVisitor = () => readSessionHint() ?? SIGNED_OUT_HINT;

/** Focus and visibilitychange within this gap count as one return to the tab. */
const REFRESH_GAP_MS = 1000;

/**
 * Follows the backend's auth state and looks up the profile and subscription of the user. Until
 * the backend answers (its code may load after the first paint) it is loading, `pending` saying
 * what this device last knew (session-hint.ts); a page the server drew (`drawnByServer`) was
 * drawn for a visitor, so a device that does not know takes it for one meanwhile.
 */
export function AuthProvider({
  children,
  drawnByServer = false,
}: {
  children: ReactNode;
  drawnByServer?: boolean;
}) {
  const backend = useBackend();
  const hint = useSyncExternalStore(
    subscribeSessionHint,
    drawnByServer ? hintOrVisitor : readSessionHint,
    signedOutHint,
  );
  const [answered, setAnswered] = useState<AuthState | null>(null);
  // The backend's answers redraw whatever reads the session (a page of cards may be many):
  // as a transition, in slices the browser can paint and respond between.
  const setState = (change: (state: AuthState) => AuthState) =>
    startTransition(() => setAnswered((state) => change(state ?? SIGNED_OUT)));
  // One value while nothing changes: each new one redraws every component that reads it.
  const waiting: AuthState = useMemo(
    () => ({ ...SIGNED_OUT, loading: true, pending: hint }),
    [hint],
  );
  const state = answered ?? waiting;

  useEffect(() => {
    let profileRun = 0;
    let subscriptionRun = 0;
    // The user the last notification was for. Firebase notifies on every new ID token (hourly,
    // and when a claim such as email_verified changes): the rules read the subscription with
    // that token, so each one is looked up again. For the same account it is looked up
    // quietly, so the open piece never hides behind a spinner and a failed look changes nothing.
    let lookedUp: AuthUser | null = null;

    const lookUpSubscription = (user: AuthUser, quiet: boolean) => {
      const run = ++subscriptionRun;
      const answer =
        user.email && user.emailVerified
          ? backend.account.isConfirmedSubscriber(user.email).catch((error: unknown) => {
              console.error('Failed to check subscription status', error);
              return null;
            })
          : Promise.resolve(false);
      void answer.then((confirmed) => {
        if (run !== subscriptionRun) return;
        setState((s) => ({
          ...s,
          isConfirmedSubscriber: confirmed ?? (quiet ? s.isConfirmedSubscriber : false),
          checkingSubscription: false,
        }));
      });
    };

    const lookUpProfile = (user: AuthUser) => {
      const run = ++profileRun;
      void backend.account
        .getProfile(user.uid)
        .catch((error: unknown) => {
          // Signed out (or in again) meanwhile: the read lost its session, and nobody waits
          // for it any more.
          if (run === profileRun) console.error('Failed to load profile', error);
          return null;
        })
        .then((profile) => {
          if (run !== profileRun) return;
          setState((s) => ({ ...s, profileName: profile?.name || user.displayName || null }));
        });
    };

    return backend.auth.onAuthStateChanged((user) => {
      const previous = lookedUp;
      lookedUp = user;
      if (!user) {
        profileRun++;
        subscriptionRun++;
        setState(() => SIGNED_OUT);
        return;
      }
      if (previous && sameAccount(user, previous)) {
        setState((s) => ({ ...s, user }));
        lookUpSubscription(user, true);
        return;
      }
      setState((s) => ({
        loading: false,
        pending: null,
        user,
        profileName: previous?.uid === user.uid ? s.profileName : user.displayName,
        isConfirmedSubscriber: false,
        checkingSubscription: true,
      }));
      if (previous?.uid !== user.uid) lookUpProfile(user);
      lookUpSubscription(user, false);
    });
  }, [backend]);

  // What the next page load shows before the backend answers, kept as soon as the backend says
  // who is signed in (a page left at once after signing in must not be drawn as a visitor's):
  // while the subscription is looked up, what this device knew of it for this account stands.
  useEffect(() => {
    if (!answered) return;
    const { user, profileName, isConfirmedSubscriber, checkingSubscription } = answered;
    if (!user) {
      writeSessionHint(SIGNED_OUT_HINT);
      return;
    }
    const known = readSessionHint();
    writeSessionHint({
      signedIn: true,
      name: profileName,
      email: user.email,
      isAdmin: user.isAdmin,
      unlimited: checkingSubscription
        ? known?.email === user.email && known.unlimited
        : isConfirmedSubscriber,
    });
  }, [answered]);

  // An unverified e-mail is usually verified in the mail app: when the visitor comes back to
  // this tab, look again, so a confirmed subscription unlocks reading without a reload.
  const awaitingVerification = Boolean(state.user && !state.user.emailVerified);
  useEffect(() => {
    if (!awaitingVerification) return;
    // Coming back to a tab fires both focus and visibilitychange: one look is enough.
    let lastRefresh = -Infinity;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastRefresh < REFRESH_GAP_MS) return;
      lastRefresh = now;
      backend.auth.refreshUser().catch((error: unknown) => {
        console.error('Failed to refresh the account', error);
      });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [awaitingVerification, backend]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** Same account, same e-mail and verification: what the subscription lookup depends on. */
function sameAccount(a: AuthUser, b: AuthUser): boolean {
  return a.uid === b.uid && a.email === b.email && a.emailVerified === b.emailVerified;
}

/** The signed-in user (or null) and what they may read. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
