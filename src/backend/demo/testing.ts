import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './index.ts';
import { DEMO_ACCOUNTS } from '../seed/index.ts';
import { createMemoryKeyValueStore } from './kv-store.ts';
import { createMemorySessionStorage } from './session.ts';

/** A demo backend on fresh in-memory storage with no latency, for unit tests. */
export function createTestBackend(options: DemoBackendOptions = {}): DemoBackend {
  return createDemoBackend({
    latencyMs: 0,
    storage: createMemoryKeyValueStore(),
    sessionStorage: createMemorySessionStorage(),
    connectivity: { isOnline: () => true },
    now: () => new Date('2026-11-01T10:15:00.000Z'),
    ...options,
  });
}

/** Signs one of the demo accounts in on a test backend (resolves with the signed-in user). */
export function signInDemo(backend: DemoBackend, who: keyof typeof DEMO_ACCOUNTS) {
  return backend.auth.signIn(DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
}

/** A test backend with one of the demo accounts signed in, or nobody (a visitor's). */
export async function signedInTestBackend(who?: keyof typeof DEMO_ACCOUNTS): Promise<DemoBackend> {
  const backend = createTestBackend();
  if (who) await signInDemo(backend, who);
  return backend;
}
