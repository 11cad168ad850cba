import { isGoneSinceDeploy } from './chunk-gone.ts';
import { useUpdateStore } from '../stores/use-update-store.ts';

/** The part of workbox-window's `Workbox` the update flow uses. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * Offers a new worker to the visitor once it waits, and reloads the page exactly once when the
 * visitor accepts and the new worker takes control. Nothing reloads without a click.
 */
export function offerUpdates(
  wb: UpdateSource,
  { reload, controlled }: { reload: () => void; controlled: boolean },
): void {
  const { offer } = useUpdateStore.getState();
  let accepted = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  // Also fires for a worker that was already waiting when the page loaded.
  wb.addEventListener('waiting', () =>
    offer(() => {
      accepted = true;
      wb.messageSkipWaiting();
    }),
  );

  wb.addEventListener('controlling', () => {
    const wasControlled = controlled;
    controlled = true;
    if (accepted) reloadOnce();
    // Another tab accepted the update: this page now runs old code under the new worker.
    // A first install taking over (no controller before) is no new version.
    else if (wasControlled) offer(reloadOnce);
  });
}

const STALE_CHUNK_FLAG = 'edge-stale-chunk-reload';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStorageOrNull(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readFlag(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(STALE_CHUNK_FLAG) != null;
  } catch {
    return false; // storage blocked: the reload still waits for a click, so it cannot loop
  }
}

function writeFlag(storage: FlagStorage | null): void {
  try {
    storage?.setItem(STALE_CHUNK_FLAG, String(Date.now()));
  } catch {
    // see readFlag
  }
}

/**
 * A lazy chunk that no longer exists (a deploy since this page loaded) offers a reload; at most
 * once per session, so a broken deploy shows its error rather than a loop. A chunk out of reach
 * (the connection gone, the server down) is no new version: the screen that needed it says so
 * (the route's error screen, a CMS tab), and nothing is offered. `isGone` asks the server.
 */
export function offerReloadOnStaleChunks({
  target = window,
  storage = sessionStorageOrNull(),
  reload = () => window.location.reload(),
  isGone = isGoneSinceDeploy,
}: {
  target?: EventTarget;
  storage?: FlagStorage | null;
  reload?: () => void;
  isGone?: (error: unknown) => Promise<boolean>;
} = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (readFlag(storage)) return;
    void isGone((event as Event & { payload?: unknown }).payload).then((gone) => {
      if (!gone || readFlag(storage)) return;
      useUpdateStore.getState().offer(() => {
        if (readFlag(storage)) return;
        writeFlag(storage);
        reload();
      });
    });
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
