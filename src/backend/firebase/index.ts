import type { FirebaseOptions } from 'firebase/app';
import type { Backend } from '../backend.ts';
import { createFirebaseContext } from './app.ts';
import { EMULATOR_PORTS, type EmulatorPorts } from './config.ts';
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
    visitor: createVisitorApi(ctx),
    account: createAccountApi(ctx, currentUser),
    loadAdmin: async () => (await import('./admin/index.ts')).createFirebaseAdmin(ctx, currentUser),
  };
}
