// firebase-tools' deploy code, loaded from the project's own firebase-tools (the CLI that
// `npm run deploy` runs). It is CommonJS without type declarations for its internals, so the
// shapes below name only what the deploy-preparation tests call.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../node_modules/firebase-tools/lib/', import.meta.url));

/** One function as firebase-tools' deploy sees it after discovery. */
export interface DiscoveredEndpoint {
  id: string;
  platform: string;
  runtime: string;
  region: string;
  maxInstances?: number | null;
  minInstances?: number | null;
  concurrency?: number | null;
  cpu?: number | string | null;
  availableMemoryMb?: number | null;
  timeoutSeconds?: number | null;
  callableTrigger?: object;
  eventTrigger?: { retry?: boolean };
  httpsTrigger?: object;
  scheduleTrigger?: { schedule?: string };
}

interface CodebaseConfig {
  source?: string;
  runtime?: string;
}

interface LoadedConfig {
  src: { functions?: CodebaseConfig[] };
}

// Opaque to these tests: firebase-tools builds them and hands them back to itself (a build's
// parameters apart: the tests answer them as a deploy's prompts would).
type Build = {
  readonly __build: unique symbol;
  params: { name: string; type: string; default?: unknown }[];
};
type Backend = { readonly __backend: unique symbol };

interface FirebaseTools {
  config: { Config: { load(options: object): LoadedConfig } };
  projectConfig: { normalizeAndValidate(config: CodebaseConfig[] | undefined): unknown };
  prepare: {
    loadCodebases(
      config: unknown,
      options: object,
      firebaseConfig: object,
      runtimeConfig: object,
      filters: undefined,
    ): Promise<Record<string, Build | undefined>>;
    resolveDefaultRegionsForBuild(build: Build, have: Backend, params: object): Promise<void>;
    resolveCpuAndConcurrency(backend: Backend): void;
    resolveDefaultTimeout(backend: Backend): void;
  };
  build: {
    resolveBackend(options: {
      build: Build;
      firebaseConfig: object;
      userEnvs: Record<string, string>;
      nonInteractive: boolean;
      isEmulator: boolean;
    }): Promise<{ backend: Backend }>;
  };
  backend: { empty(): Backend; allEndpoints(backend: Backend): DiscoveredEndpoint[] };
  validate: { endpointsAreValid(want: Backend, have: Backend): void };
  nodeRuntime: { getRuntimeChoice(sourceDir: string, runtime: string | undefined): string };
  supported: { isDecommissioned(runtime: string): boolean };
  firestoreApi: { FirestoreApi: new () => FirestoreIndexApi };
  fsAsync: {
    readdirRecursive(options: {
      path: string;
      ignoreStrings: string[];
    }): Promise<{ name: string }[]>;
  };
}

/** One field override of firestore.indexes.json. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

interface FirestoreIndexApi {
  upgradeOldSpec(spec: unknown): { indexes: unknown[]; fieldOverrides: FieldOverride[] };
  validateSpec(spec: unknown): void;
}

/** The firebase-tools modules `firebase deploy` uses to prepare functions and indexes. */
export const firebaseTools: FirebaseTools = {
  config: require('./config'),
  projectConfig: require('./functions/projectConfig'),
  prepare: require('./deploy/functions/prepare'),
  build: require('./deploy/functions/build'),
  backend: require('./deploy/functions/backend'),
  validate: require('./deploy/functions/validate'),
  nodeRuntime: require('./deploy/functions/runtimes/node/parseRuntimeAndValidateSDK'),
  supported: require('./deploy/functions/runtimes/supported'),
  firestoreApi: require('./firestore/api'),
  fsAsync: require('./fsAsync'),
};
