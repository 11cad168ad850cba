import type { Backend } from './backend.ts';
import { firebaseConfigFromEnv } from './firebase/config.ts';

const EMULATOR_OPTIONS = { apiKey: 'demo-api-key', projectId: 'demo-edge-navigator' };

/**
 * Picks the backend from the build's environment: Firebase when `VITE_FIREBASE_*` is set (or
 * `VITE_USE_EMULATORS=1`), else the in-browser demo. Each is its own chunk, loaded on demand,
 * so visitors of the real site never download the demo's seed content and vice versa.
 */
export async function loadBackend(env: Record<string, string | undefined>): Promise<Backend> {
  const useEmulators = env.VITE_USE_EMULATORS === '1';
  const config = firebaseConfigFromEnv(env) ?? (useEmulators ? EMULATOR_OPTIONS : null);
  if (config) {
    const { createFirebaseBackend } = await import('./firebase/index.ts');
    const emulatorHost = useEmulators ? (env.VITE_EMULATOR_HOST ?? '127.0.0.1') : null;
    return createFirebaseBackend(config, { emulatorHost });
  }
  console.info(
    'EDGE Navigator: no Firebase config set (VITE_FIREBASE_*), so the demo backend runs in this browser.',
  );
  const demo = await import('./demo/index.ts');
  const url = new URL(window.location.href);
  if (await demo.maybeResetFromUrl(url)) {
    url.searchParams.delete('demo-reset');
    window.history.replaceState(window.history.state, '', url);
  }
  // A handle for the browser tests and for anyone curious in the console: reset, dump, verify.
  (window as Window & { edgeDemo?: unknown }).edgeDemo = demo.demoDebug;
  return demo.createDemoBackend();
}
