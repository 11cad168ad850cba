import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code is fetched on first render, or before it with `preload()`. */
export type LazyComponent = ComponentType & {
  /** Fetches the code now; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A component fetched with its module the first time it renders (inside a Suspense boundary):
 * `lazyComponent(() => import('./x-page.tsx'), 'XPage')`. Once its module is in (`preload()`, or
 * a first render), it renders the loaded component directly: a server-rendered page whose code
 * was preloaded hydrates without suspending, so nothing the page receives meanwhile (the session
 * answering) can make React swap the server's HTML for the fallback.
 */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent {
  let loaded: ComponentType | null = null;
  const fetch = () =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  const Component = (props: object) => createElement(loaded ?? Lazy, props);
  Component.displayName = `Lazy(${name})`;
  Component.preload = async () => {
    await fetch();
  };
  return Component;
}
