/**
 * The service worker's side of "Keep new dispatches on this device" (domain/keep-new.ts): it
 * refreshes the offline library when the browser wakes it (Periodic Background Sync, the tag
 * the page registered) and when a page asks (the setting just turned on, or the app launched
 * where the browser has no periodic sync: platform/offline/keep-new-launch.ts), then tells open
 * pages. What is published comes from the backend this build carries: the demo's database, or the
 * site's search index and each new piece's page as the server drew it (kept whole, as a piece's
 * page is as it passes: worker/piece-pages.ts).
 */
import {
  KEEP_NEW_SYNC_TAG,
  LIBRARY_REFRESHED,
  REFRESH_LIBRARY,
  type PublishedRef,
} from '../../domain/keep-new.ts';
import { accessTo } from '../../domain/free-views.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { readDeviceAccess } from '../../platform/offline/device-access.ts';
import { keepNewStore } from '../../platform/offline/saved-library/keep-new-store.ts';
import { savePiece } from '../../platform/offline/saved-library/library-writes.ts';
import { keepPage, workerLibrary } from './piece-pages.ts';
import { demoPublished } from './published-demo.ts';
import { sitePublished } from './published-site.ts';
import { refreshNew, type RefreshParts, type RefreshResult } from './refresh-new.ts';

declare const self: ServiceWorkerGlobalScope;

const { storage, serial } = workerLibrary;

/** Whether this device may read `piece` (its free views), as the worker keeps a page by. */
async function readable(piece: ContentPiece): Promise<boolean> {
  const access = await readDeviceAccess();
  if (!access) return true;
  return accessTo(
    { viewedContent: access.viewed, lastUpdated: '' },
    piece.item.id,
    access.unlimited,
  ).open;
}

/** The demo build's parts: its database holds the pieces themselves. */
function demoParts(): Pick<RefreshParts, 'listPublished' | 'save'> {
  let pieces = new Map<string, ContentPiece>();
  return {
    async listPublished() {
      const found = await demoPublished(new Date());
      pieces = new Map(found.map(({ ref, piece }) => [ref.key, piece]));
      return found.map(({ ref }) => ref);
    },
    async save(ref: PublishedRef) {
      const piece = pieces.get(ref.key);
      if (!piece || !(await readable(piece))) return false;
      await serial(() => savePiece(storage, piece, { opened: false }), []);
      return true;
    },
  };
}

/** The Firebase build's parts: the site's index of what is published, and each piece's page. */
function siteParts(): Pick<RefreshParts, 'listPublished' | 'save'> {
  return {
    listPublished: () => sitePublished(),
    async save(ref: PublishedRef) {
      const url = new URL(ref.path, self.location.origin).href;
      // A failed fetch rejects: the piece is tried again at the next refresh.
      return keepPage(url, await fetch(url, { credentials: 'omit' }), false);
    },
  };
}

let running: Promise<RefreshResult> | null = null;

/** One refresh at a time: a second ask while one runs gets the same answer. */
function refresh(): Promise<RefreshResult> {
  running ??= refreshNew({
    setting: keepNewStore(),
    onDevice: async () => new Set((await storage.records.readAll()).map((p) => p.key)),
    now: () => new Date(),
    ...(__EDGE_BACKEND__ === 'firebase' ? siteParts() : demoParts()),
  }).finally(() => (running = null));
  return running;
}

/** Refreshes, then tells every open page of the site, which show the library and the line anew. */
async function refreshAndTell(): Promise<void> {
  const result = await refresh();
  if (!result) return;
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: LIBRARY_REFRESHED, saved: result.saved });
}

/** Periodic Background Sync's event (not in TypeScript's worker types yet). */
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

/** Listens for the browser's wake-ups and the pages' asks. */
export function keepNewPieces(): void {
  self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
    if (event.tag === KEEP_NEW_SYNC_TAG) event.waitUntil(refreshAndTell());
  }) as EventListener);
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_LIBRARY) {
      event.waitUntil(refreshAndTell());
    }
  });
}
