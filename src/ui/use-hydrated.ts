import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: what only the
 * browser can know (a dialog a link opens, what this device keeps) is drawn from then on, so the
 * browser's first render matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * True while React hydrates this component from a server-rendered page (and on the server): the
 * server's HTML is in the document, as it was drawn. False for a component drawn in the browser.
 * After hydration React draws the component once more with false, synchronously: keep it to
 * small components.
 */
export function useHydrating(): boolean {
  return !useHydrated();
}
