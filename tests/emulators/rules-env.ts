// Shared setup for the rules suites: where the emulators are, a fail-fast reachability probe,
// and the test environment loaded with the real rules files.
import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-edge-navigator';

// Denied writes are what these suites expect; the SDK would log each one as a stream error.
setLogLevel('silent');

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type EmulatorName = 'firestore' | 'storage';

const ENV_HOST: Record<EmulatorName, string> = {
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

const RULES_FILE: Record<EmulatorName, string> = {
  firestore: 'firestore.rules',
  storage: 'storage.rules',
};

/** The port firebase.json fixes for an emulator, so the suite and the config never disagree. */
function configuredPort(name: EmulatorName): number {
  const config: unknown = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'));
  const port = (config as { emulators?: Record<string, { port?: unknown }> }).emulators?.[name]
    ?.port;
  if (typeof port !== 'number') throw new Error(`firebase.json has no emulators.${name}.port`);
  return port;
}

/** Host and port: what `firebase emulators:exec` exported, else the fixed port on 127.0.0.1. */
export function emulatorAddress(name: EmulatorName): { host: string; port: number } {
  const fromEnv = process.env[ENV_HOST[name]];
  if (fromEnv) {
    const separator = fromEnv.lastIndexOf(':');
    return { host: fromEnv.slice(0, separator), port: Number(fromEnv.slice(separator + 1)) };
  }
  return { host: '127.0.0.1', port: configuredPort(name) };
}

/**
 * Throws a clear message within a few seconds when the emulator is not listening, instead of
 * letting every test time out on a refused connection.
 */
export async function assertEmulatorReachable(name: EmulatorName): Promise<void> {
  const { host, port } = emulatorAddress(name);
  try {
    // Any HTTP answer means it is up; only a network failure or timeout means it is not.
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(3000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The ${name} emulator is not reachable at ${host}:${port} (${reason}). Run this suite ` +
        'with `npm run test:rules` (or `npm run test:storage-rules`), which starts it.',
    );
  }
}

/**
 * A test environment for one emulator with the project's real rules file loaded. The Storage
 * rules read Firestore (admins/{uid}), so a Storage environment has Firestore too.
 */
export async function createRulesEnv(name: EmulatorName): Promise<RulesTestEnvironment> {
  const names: EmulatorName[] = name === 'storage' ? ['storage', 'firestore'] : [name];
  for (const each of names) await assertEmulatorReachable(each);
  const config = Object.fromEntries(
    names.map((each) => [
      each,
      { rules: readFileSync(`${ROOT}${RULES_FILE[each]}`, 'utf8'), ...emulatorAddress(each) },
    ]),
  );
  return initializeTestEnvironment({ projectId: PROJECT_ID, ...config });
}

export const READER_EMAIL = 'reader@example.com';
/** The admin persona's uid; its admins/{uid} document is seeded before every test. */
export const ADMIN_UID = 'admin';
export const OTHER_EMAIL = 'someone-else@example.com';

/** The people the rules tell apart. */
export interface Personas {
  /** Not signed in. */
  visitor: RulesTestContext;
  /** Signed in with a verified e-mail, no admin claim. */
  reader: RulesTestContext;
  /** Signed in with the reader's e-mail address, not verified (anyone can type an address). */
  unverified: RulesTestContext;
  /** Signed in with the custom claim admin: true, and an admins/{uid} document. */
  admin: RulesTestContext;
}

/** The four personas on one environment; uids 'reader', 'unverified' and ADMIN_UID. */
export function personas(env: RulesTestEnvironment): Personas {
  return {
    visitor: env.unauthenticatedContext(),
    reader: env.authenticatedContext('reader', { email: READER_EMAIL, email_verified: true }),
    unverified: env.authenticatedContext('unverified', {
      email: READER_EMAIL,
      email_verified: false,
    }),
    admin: env.authenticatedContext(ADMIN_UID, {
      email: 'admin@example.com',
      email_verified: true,
      admin: true,
    }),
  };
}

/** Writes documents by path with the rules off, as the Admin SDK or the seed would. */
export async function seed(
  env: RulesTestEnvironment,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

/**
 * Registers a suite's lifecycle: one environment for the file, emptied before each test,
 * cleaned up after. `env` and `as` are set by the time any test runs.
 */
export function useRulesEnv(name: EmulatorName): { env: RulesTestEnvironment; as: Personas } {
  const suite = {} as { env: RulesTestEnvironment; as: Personas };
  beforeAll(async () => {
    suite.env = await createRulesEnv(name);
    suite.as = personas(suite.env);
  });
  afterAll(async () => {
    await suite.env?.cleanup();
  });
  beforeEach(async () => {
    if (name === 'storage') await suite.env.clearStorage();
    await suite.env.clearFirestore();
    // An admin is the claim and this document (what `npm run admin:grant` writes).
    await seed(suite.env, { [`admins/${ADMIN_UID}`]: { email: 'admin@example.com' } });
  });
  return suite;
}
