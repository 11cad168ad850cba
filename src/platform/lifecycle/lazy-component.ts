import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Lifecycle } from './lifecycle.ts';
import { useLifecycle } from './lifecycle-context.tsx';

/** A component whose code is fetched on first render, or before it with `preload()`. */
export type LazyComponent = ComponentType & {
  /**
   * Fetches the code now, for a server-rendered page about to hydrate; once it is in, the
   * component renders without suspending.
   */
  preload(lifecycle: Lifecycle): Promise<void>;
};

/** What a lazy component's `load` is told: the page's lifecycle, and whether it hydrates. */
export interface CodeFor {
  lifecycle: Lifecycle;
  /** Hydrating a server-rendered page (`preload()`), or drawing the component. */
  hydrating: boolean;
}

/**
 * A component fetched with its module the first time it renders (inside a Suspense boundary):
 * `lazyComponent(() => import('./x-page.tsx'), 'XPage')`. Once its module is in (`preload()`, or
 * a first render), it renders the loaded component directly: a server-rendered page whose code
 * was preloaded hydrates without suspending, so nothing the page receives meanwhile (the session
 * answering) can make React swap the server's HTML for the fallback. `load` is told which it is
 * for: hydrating a server-rendered page (`preload()`), or drawing the component (in the browser,
 * or on the server), so a page can fetch the code it draws with along with its own. After a
 * failure to fetch it, it fetches again once the page's lifecycle says so (`retryFailedCode()`).
 */
export function lazyComponent<K extends string>(
  load: (page: CodeFor) => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent {
  // The code, once in: the same for every page (as the module is).
  let loaded: ComponentType | null = null;
  const fetch = (page: CodeFor) =>
    load(page).then((module) => {
      loaded = module[name];
      return loaded;
    });
  /** The lazy component each page draws until the code is in, by the page's lifecycle. */
  const pending = new WeakMap<Lifecycle, LazyExoticComponent<ComponentType>>();
  // React keeps a lazy component's failure for good: after one (its code could not be fetched,
  // offline), the page's retryFailedCode() gives it a fresh lazy component, which fetches again.
  const fresh = (lifecycle: Lifecycle): LazyExoticComponent<ComponentType> => {
    const Lazy = lazy(() =>
      fetch({ lifecycle, hydrating: false }).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          lifecycle.codeFailed(() => pending.delete(lifecycle));
          throw error;
        },
      ),
    );
    pending.set(lifecycle, Lazy);
    return Lazy;
  };
  const Component = (props: object) => {
    const lifecycle = useLifecycle();
    return createElement(loaded ?? pending.get(lifecycle) ?? fresh(lifecycle), props);
  };
  Component.displayName = `Lazy(${name})`;
  Component.preload = async (lifecycle: Lifecycle) => {
    await fetch({ lifecycle, hydrating: true });
  };
  return Component;
}
