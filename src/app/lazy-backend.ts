import type { Backend } from '../backend/backend.ts';
import { nextTask } from '../platform/lifecycle/next-task.ts';

/**
 * An API object whose every method waits for the real one (each returns a Promise), but those
 * `own` defines itself.
 */
function deferredApi<T extends object>(real: () => Promise<T>, own: Partial<T> = {}): T {
  return new Proxy(own as T, {
    get: (target, method) =>
      method in target
        ? target[method as keyof T]
        : (...args: unknown[]) =>
            real().then((api) => (api[method as keyof T] as (...a: unknown[]) => unknown)(...args)),
  });
}

/** A backend whose code is fetched on first use; `preload()` fetches it now. */
export interface LazyBackend extends Backend {
  preload(): Promise<void>;
}

/**
 * The backend as a stand-in that fetches the real one (its code, Firebase's SDK or the demo's
 * store) on the first call, so the page can paint and hydrate from what the server sent without
 * it. `kind` is known at build time. Every call waits for the load; a failed load fails the call
 * and is tried again by the next one. Two things nobody waits for fetch nothing themselves:
 * listening to the auth state (the listener is attached once the backend is in) and recording a
 * page view (sent once it is in): the app preloads it once the first page has settled.
 */
export function lazyBackend(kind: Backend['kind'], load: () => Promise<Backend>): LazyBackend {
  let loading: Promise<Backend> | null = null;
  let loaded: Backend | null = null;
  const waiting = new Set<(backend: Backend) => void>();
  /** Gives the loaded backend to what waited for it, each in a task of its own. */
  const attachInTurn = async (backend: Backend) => {
    for (const attach of [...waiting]) {
      await nextTask();
      // Stopped waiting meanwhile (its listener removed): nothing to attach.
      if (waiting.delete(attach)) attach(backend);
    }
  };
  const real = () => {
    loading ??= load().then(
      (backend) => {
        loaded = backend;
        void attachInTurn(backend);
        return backend;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const whenLoaded = (): Promise<Backend> =>
    loaded ? Promise.resolve(loaded) : new Promise((resolve) => waiting.add(resolve));
  return {
    kind,
    preload: () =>
      real().then(
        () => undefined,
        (error: unknown) => console.error('Failed to load the backend', error),
      ),
    auth: deferredApi(async () => (await real()).auth, {
      // The one synchronous call: the listener is attached once the backend is there.
      onAuthStateChanged(callback) {
        if (loaded) return loaded.auth.onAuthStateChanged(callback);
        let unsubscribe: (() => void) | null = null;
        const attach = (backend: Backend) => {
          unsubscribe = backend.auth.onAuthStateChanged(callback);
        };
        waiting.add(attach);
        return () => {
          waiting.delete(attach);
          unsubscribe?.();
        };
      },
    }),
    content: deferredApi(async () => (await real()).content),
    search: deferredApi(async () => (await real()).search),
    visitor: deferredApi(async () => (await real()).visitor, {
      recordPageView: async (view) => (await whenLoaded()).visitor.recordPageView(view),
    }),
    account: deferredApi(async () => (await real()).account),
    loadAdmin: async () => (await real()).loadAdmin(),
  };
}
