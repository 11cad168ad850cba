import type { Backend } from '../backend/backend.ts';
import { createDemoBackend } from '../backend/demo/index.ts';
import { createMemoryKeyValueStore } from '../backend/demo/kv-store.ts';
import { createMemorySessionStorage } from '../backend/demo/session.ts';
import { EMULATOR_PORTS } from '../backend/firebase/config.ts';
import { createFirebaseBackend } from '../backend/firebase/index.ts';

/** The Firebase project the server reads: the one its Cloud Function runs in. */
function projectId(env: NodeJS.ProcessEnv): string {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string };
    if (config.projectId) return config.projectId;
  } catch {
    // not JSON: fall through
  }
  return import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-edge-navigator';
}

/**
 * The backend the server renders from, as a visitor: the build's own kind. On Firebase, the
 * same adapter the browser runs (Firestore Lite, no one signed in, so the security rules let it
 * read published content only), in the function's project, on the Firestore emulator when the
 * Functions emulator says one runs (FIRESTORE_EMULATOR_HOST). For the demo, a fresh in-memory
 * demo backend, seeded as of today: what a first visit to the demo shows.
 */
export function createServerBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  if (__EDGE_BACKEND__ === 'demo') {
    return createDemoBackend({
      latencyMs: 0,
      storage: createMemoryKeyValueStore(),
      sessionStorage: createMemorySessionStorage(),
      connectivity: { isOnline: () => true },
      // Prerendered at build time: dated as a demo started that day.
      startDay: () => new Date(),
    });
  }
  const emulator = env.FIRESTORE_EMULATOR_HOST?.match(/^(.+):(\d+)$/);
  return createFirebaseBackend(
    { projectId: projectId(env), apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'server' },
    {
      emulatorHost: emulator?.[1] ?? null,
      emulatorPorts: {
        ...EMULATOR_PORTS,
        firestore: Number(emulator?.[2] ?? EMULATOR_PORTS.firestore),
      },
      appName: 'edge-server',
    },
  );
}
