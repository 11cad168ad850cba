import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component fetched with its module the first time it renders (inside a Suspense boundary):
 * `lazyComponent(() => import('./x-page.tsx'), 'XPage')`.
 */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
