import { useUpdateStore } from './use-update-store.ts';

export { NEW_VERSION_RELOAD, useUpdateStore } from './use-update-store.ts';

/**
 * How to switch to the new version of the app on offer (pwa/update-flow.ts), or null while none
 * is: for screens that could not open, which say so rather than blame the connection.
 */
export function useUpdateOffer(): (() => void) | null {
  return useUpdateStore((s) => s.reload);
}
