import type { FirebaseOptions } from 'firebase/app';
import type { Backend } from '../backend.ts';
import { createFirebaseContext } from './app.ts';
import {
  EMULATOR_PORTS,
  emulatorPortsFromEnv,
  firebaseConfigFromEnv,
  type EmulatorPorts,
} from './config.ts';
import { createAuthApi } from './auth.ts';
import { createContentApi } from './content.ts';
import { createAccountApi } from './account.ts';
import { createVisitorApi } from './visitor.ts';

/** The production backend: Firebase Auth, Firestore (Lite), callable Cloud Functions. */
export function createFirebaseBackend(
  options: FirebaseOptions,
  {
    emulatorHost = null,
    emulatorPorts = EMULATOR_PORTS,
    appName,
  }: {
    emulatorHost?: string | null;
    emulatorPorts?: Readonly<EmulatorPorts>;
    /** A name for the Firebase app, for a second backend in one process. */
    appName?: string;
  } = {},
): Backend {
  const ctx = createFirebaseContext(options, emulatorHost, emulatorPorts, appName);
  const { currentUser, ...auth } = createAuthApi(ctx);
  return {
    kind: 'firebase',
    auth,
    content: createContentApi(ctx),
    // Its code comes with the search's, never with a visit's first page.
    search: { index: () => import('./search-index.ts').then((m) => m.fetchSearchIndex()) },
    visitor: createVisitorApi(ctx),
    account: createAccountApi(ctx, currentUser),
    loadAdmin: async () => (await import('./admin/index.ts')).createFirebaseAdmin(ctx, currentUser),
  };
}

/** The project the emulators run when the build names none (`VITE_USE_EMULATORS=1` alone). */
const EMULATOR_OPTIONS = { apiKey: 'demo-api-key', projectId: 'demo-edge-navigator' };

/**
 * The backend a build's settings (`VITE_FIREBASE_*`, `VITE_USE_EMULATORS`, `VITE_EMULATOR_HOST`,
 * `VITE_EMULATOR_PORTS`) describe: read here, in the backend's own chunk, so a page's first load
 * carries none of it.
 */
export function firebaseBackendFromEnv(env: Record<string, string | undefined>): Backend {
  const useEmulators = env.VITE_USE_EMULATORS === '1';
  return createFirebaseBackend(firebaseConfigFromEnv(env) ?? EMULATOR_OPTIONS, {
    emulatorHost: useEmulators ? (env.VITE_EMULATOR_HOST ?? '127.0.0.1') : null,
    emulatorPorts: emulatorPortsFromEnv(env.VITE_EMULATOR_PORTS),
  });
}
