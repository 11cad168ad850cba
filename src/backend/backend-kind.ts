import { firebaseConfigFromEnv } from './firebase/config.ts';

/** The backends a build can carry; exactly one of them is in any build. */
export type BackendKind = 'firebase' | 'demo';

/**
 * The backend a build of this environment runs on: Firebase when `VITE_FIREBASE_*` is set (or
 * `VITE_USE_EMULATORS=1`), else the in-browser demo. vite.config.ts decides it at build time,
 * so the other backend is dead code the bundler drops: a Firebase build holds no demo accounts
 * or seed content, a demo build no Firebase SDK.
 */
export function backendKindFor(env: Record<string, string | undefined>): BackendKind {
  return firebaseConfigFromEnv(env) || env.VITE_USE_EMULATORS === '1' ? 'firebase' : 'demo';
}
