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
