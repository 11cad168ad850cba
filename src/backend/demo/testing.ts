import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './index.ts';
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
