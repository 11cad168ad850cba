import { useSyncExternalStore } from 'react';

const never = () => () => {};
const offered = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Whether the browser offers the device's own share sheet (the Web Share API). False on the
 * server and while a server-rendered page hydrates, so the first render matches the HTML.
 */
export function useShareSheetOffered(): boolean {
  return useSyncExternalStore(never, offered, () => false);
}

export type ShareSheetOutcome = 'shared' | 'cancelled' | 'failed';

/**
 * Opens the share sheet with `data`. Closing the sheet without choosing is 'cancelled' (the
 * browser's AbortError), not a failure; anything else the browser refuses is 'failed'.
 */
export async function openShareSheet(data: ShareData): Promise<ShareSheetOutcome> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    console.error('The share sheet failed', error);
    return 'failed';
  }
}
