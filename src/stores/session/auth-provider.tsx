import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import type { AuthUser } from '../../domain/types.ts';

export interface AuthState {
  /** True until the initial session lookup has answered. */
  loading: boolean;
  user: AuthUser | null;
  /** The profile name, else null (the header then shows the e-mail). */
  profileName: string | null;
  /** Signed in with a verified e-mail that a confirmed subscriber has: unlimited reading. */
  isConfirmedSubscriber: boolean;
  /** True while the signed-in user's profile and subscription are being looked up. */
  checkingSubscription: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/** Focus and visibilitychange within this gap count as one return to the tab. */
const REFRESH_GAP_MS = 1000;

/** Follows the backend's auth state and looks up the profile and subscription of the user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [state, setState] = useState<AuthState>({
    loading: true,
    user: null,
    profileName: null,
    isConfirmedSubscriber: false,
    checkingSubscription: false,
  });

  useEffect(() => {
    let current = 0;
    // The user the last lookup was for: Firebase notifies again on every ID-token refresh
    // (hourly), and a repeat for the same account must not hide the open piece behind a spinner.
    let lookedUp: AuthUser | null = null;
    return backend.auth.onAuthStateChanged((user) => {
      if (user && lookedUp && sameAccount(user, lookedUp)) {
        lookedUp = user;
        setState((s) => ({ ...s, user }));
        return;
      }
      lookedUp = user;
      const run = ++current;
      if (!user) {
        setState({
          loading: false,
          user: null,
          profileName: null,
          isConfirmedSubscriber: false,
          checkingSubscription: false,
        });
        return;
      }
      setState({
        loading: false,
        user,
        profileName: user.displayName,
        isConfirmedSubscriber: false,
        checkingSubscription: true,
      });
      const profile = backend.account.getProfile(user.uid).catch((error: unknown) => {
        console.error('Failed to load profile', error);
        return null;
      });
      const confirmed =
        user.email && user.emailVerified
          ? backend.account.isConfirmedSubscriber(user.email).catch((error: unknown) => {
              console.error('Failed to check subscription status', error);
              return false;
            })
          : Promise.resolve(false);
      void Promise.all([profile, confirmed]).then(([p, isConfirmedSubscriber]) => {
        if (run !== current) return;
        setState((s) => ({
          ...s,
          profileName: p?.name || user.displayName || null,
          isConfirmedSubscriber,
          checkingSubscription: false,
        }));
      });
    });
  }, [backend]);

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
