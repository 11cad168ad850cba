import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code is fetched on first render, or before it with `preload()`. */
export type LazyComponent = ComponentType & {
  /**
   * Fetches the code now, for a server-rendered page about to hydrate; once it is in, the
   * component renders without suspending.
   */
  preload(): Promise<void>;
};

/** The lazy components whose code could not be fetched, each with how to try again. */
const failed = new Set<() => void>();

/**
 * Lets the components whose code could not be fetched fetch it again at their next render: a
 * boundary that caught the failure calls it before drawing them again (the connection is back).
 * Not at once on a failure: React draws a failed part again right away, which would fetch again
 * and fail again without end while offline.
 */
export function retryFailedCode(): void {
  for (const retry of failed) retry();
  failed.clear();
}

/**
 * A component fetched with its module the first time it renders (inside a Suspense boundary):
 * `lazyComponent(() => import('./x-page.tsx'), 'XPage')`. Once its module is in (`preload()`, or
 * a first render), it renders the loaded component directly: a server-rendered page whose code
 * was preloaded hydrates without suspending, so nothing the page receives meanwhile (the session
 * answering) can make React swap the server's HTML for the fallback. `load` is told which it is
 * for: hydrating a server-rendered page (`preload()`), or drawing the component (in the browser,
 * or on the server), so a page can fetch the code it draws with along with its own. After a
 * failure to fetch it, it fetches again once `retryFailedCode()` says so.
 */
export function lazyComponent<K extends string>(
  load: (hydrating: boolean) => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent {
  let loaded: ComponentType | null = null;
  const fetch = (hydrating: boolean) =>
    load(hydrating).then((module) => {
      loaded = module[name];
      return loaded;
    });
  // React keeps a lazy component's failure for good: after one (its code could not be fetched,
  // offline), retryFailedCode() gives it a fresh lazy component, which fetches again.
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      fetch(false).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => (Lazy = fresh()));
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  const Component = (props: object) => createElement(loaded ?? Lazy, props);
  Component.displayName = `Lazy(${name})`;
  Component.preload = async () => {
    await fetch(true);
  };
  return Component;
}
