import type { FirebaseOptions } from 'firebase/app';
import type { Backend } from '../backend.ts';
import { createFirebaseContext } from './app.ts';
import { createAuthApi } from './auth.ts';
import { createContentApi } from './content.ts';
import { createAccountApi } from './account.ts';
import { createVisitorApi } from './visitor.ts';

/** The production backend: Firebase Auth, Firestore (Lite), callable Cloud Functions. */
export function createFirebaseBackend(
  options: FirebaseOptions,
  { emulatorHost = null }: { emulatorHost?: string | null } = {},
): Backend {
  const ctx = createFirebaseContext(options, emulatorHost);
  return {
    kind: 'firebase',
    auth: createAuthApi(ctx),
    content: createContentApi(ctx),
    visitor: createVisitorApi(ctx),
    account: createAccountApi(ctx),
  };
}
