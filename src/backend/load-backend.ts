import type { Backend } from './backend.ts';

/**
 * Starts the backend this build carries: `__EDGE_BACKEND__` is fixed at build time from the
 * same environment (backend-kind.ts), so the branch not taken, and the chunk it would import,
 * are not in the build at all. `demoReset`: the demo starts again from its seed first.
 */
export async function loadBackend(
  env: Record<string, string | undefined>,
  { demoReset = false }: { demoReset?: boolean } = {},
): Promise<Backend> {
  return __EDGE_BACKEND__ === 'firebase' ? loadFirebase(env) : loadDemo(demoReset);
}

/** The address's parameter that resets the demo (README: "Reset the demo data"). */
export const DEMO_RESET_PARAM = 'demo-reset';

/**
 * Whether this page was opened with `?demo-reset`, taking the parameter out of the address at
 * once, before the router reads it: a link the page then follows (an essay's `?essay=`) or a
 * reload would otherwise carry it along and wipe the demo again.
 */
export function takeDemoReset(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(DEMO_RESET_PARAM)) return false;
  url.searchParams.delete(DEMO_RESET_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return true;
}

async function loadFirebase(env: Record<string, string | undefined>): Promise<Backend> {
  const { firebaseBackendFromEnv } = await import('./firebase/index.ts');
  // The SDK's code runs in one task and starts in the next: no one task holds the page for both
  // (a task, as platform/lifecycle/next-task.ts makes; the backend layer imports no platform).
  await new Promise((resolve) => setTimeout(resolve, 0));
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

async function loadDemo(reset: boolean): Promise<Backend> {
  console.info(
    'EDGE Navigator: no Firebase config set (VITE_FIREBASE_*), so the demo backend runs in this browser.',
  );
  const demo = await import('./demo/index.ts');
  if (reset) await demo.resetDemo();
  // A handle for the browser tests and for anyone curious in the console: reset, dump, verify.
  (window as DemoWindow).edgeDemo = demo.demoDebug;
  return demo.createDemoBackend();
}
