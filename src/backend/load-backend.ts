import type { Backend } from './backend.ts';

/**
 * Starts the backend this build carries: `__EDGE_BACKEND__` is fixed at build time from the
 * same environment (backend-kind.ts), so the branch not taken, and the chunk it would import,
 * are not in the build at all.
 */
export async function loadBackend(env: Record<string, string | undefined>): Promise<Backend> {
  return __EDGE_BACKEND__ === 'firebase' ? loadFirebase(env) : loadDemo();
}

async function loadFirebase(env: Record<string, string | undefined>): Promise<Backend> {
  const { firebaseBackendFromEnv } = await import('./firebase/index.ts');
  return firebaseBackendFromEnv(env);
}

type DemoWindow = Window & { edgeDemo?: unknown };

/**
 * The demo's console handle (`edgeDemo.reset()`, `.dump(name)`, `.verifyEmail(address)`,
 * `.setPassword(address, password)`), there from the start: until the demo backend has loaded,
 * each call loads it (`load`) and then runs.
 */
export function installDemoHandle(load: () => Promise<void>): void {
  const w = window as DemoWindow;
  w.edgeDemo ??= new Proxy(
    {},
    {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          await load();
          const handle = (window as DemoWindow).edgeDemo as Record<string | symbol, unknown>;
          return (handle[name] as (...a: unknown[]) => unknown)(...args);
        },
    },
  );
}

async function loadDemo(): Promise<Backend> {
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
  (window as DemoWindow).edgeDemo = demo.demoDebug;
  return demo.createDemoBackend();
}
