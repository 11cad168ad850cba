import type { Backend } from '../backend.ts';
import { createDemoAccount } from './account.ts';
import { createDemoAuth } from './auth.ts';
import { createDemoContent, createDemoSearch } from './content.ts';
import type { DemoContext } from './context.ts';
import { browserDemoEnvironment, createDemoControls, type DemoControls } from './controls.ts';
import { createDemoDatabase } from './database.ts';
import { createMemoryKeyValueStore, type KeyValueStore } from './kv-store.ts';
import { DEFAULT_DB_NAME, sessionKeyFor } from './records.ts';
import { createRemote, defaultConnectivity, type Connectivity } from './remote.ts';
import {
  browserSessionStorage,
  createSessionController,
  type SessionStorageLike,
} from './session.ts';
import { createDemoScheduler } from './scheduler.ts';
import { createDemoVisitor } from './visitor.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';

export interface DemoBackendOptions {
  /** Pretend network latency per call; default 120 ms (use 0 in unit tests). */
  latencyMs?: number;
  /** IndexedDB database name; default 'edge-navigator-demo'. */
  dbName?: string;
  now?: () => Date;
  /** Storage instead of IndexedDB (tests pass createMemoryKeyValueStore()). */
  storage?: KeyValueStore;
  /** Where the session is kept instead of localStorage. */
  sessionStorage?: SessionStorageLike;
  connectivity?: Connectivity;
  /** The owner allow-list for claiming the admin role; default: the demo admin's address. */
  adminEmails?: readonly string[];
  /**
   * With `storage`: the day the demo starts, which the seed's dates move to (default: the seed
   * as written). The browser's own database always starts on the day it is first opened.
   */
  startDay?: () => Date;
}

/** The demo Backend, plus controls for tests. */
export interface DemoBackend extends Backend {
  readonly kind: 'demo';
  readonly demo: DemoControls;
}

export const DEFAULT_LATENCY_MS = 120;

/** A complete Backend that runs in the browser, persisted in IndexedDB and seeded on first use. */
export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const custom = options.storage !== undefined || options.sessionStorage !== undefined;
  const environment = custom
    ? {
        db: createDemoDatabase(options.storage ?? createMemoryKeyValueStore(), options.startDay),
        session: createSessionController(
          options.sessionStorage ?? browserSessionStorage(),
          sessionKeyFor(dbName),
        ),
      }
    : browserDemoEnvironment(dbName);
  const now = options.now ?? (() => new Date());
  const ctx: DemoContext = {
    ...environment,
    remote: createRemote({
      latencyMs: options.latencyMs ?? DEFAULT_LATENCY_MS,
      connectivity: options.connectivity ?? defaultConnectivity(),
    }),
    now,
    adminEmails: options.adminEmails ?? [DEMO_ACCOUNTS.admin.email],
    publishDue: createDemoScheduler(environment.db, now),
  };
  return {
    kind: 'demo',
    auth: createDemoAuth(ctx),
    content: createDemoContent(ctx),
    search: createDemoSearch(ctx),
    visitor: createDemoVisitor(ctx),
    account: createDemoAccount(ctx),
    loadAdmin: async () => (await import('./admin/index.ts')).createDemoAdmin(ctx),
    demo: createDemoControls(environment),
  };
}

export { demoDebug, resetDemo, verifyDemoEmail, type DemoControls } from './controls.ts';
export {
  createIdbKeyValueStore,
  createMemoryKeyValueStore,
  type KeyValueStore,
} from './kv-store.ts';
export { createConnectivity, OFFLINE_MESSAGE, type Connectivity } from './remote.ts';
export { createMemorySessionStorage, type SessionStorageLike } from './session.ts';
export { DEMO_IP_KEY } from './visitor.ts';
export type { CollectionName, DemoAccount, OutboxMessage } from './records.ts';
