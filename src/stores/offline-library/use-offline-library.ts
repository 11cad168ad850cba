import { useEffect, useSyncExternalStore } from 'react';
import { savedKey } from '../../domain/saved-pieces.ts';
import { useLifecycle } from '../../platform/lifecycle/lifecycle-context.tsx';
import type { ContentPiece } from '../../domain/types.ts';
import type { LibrarySnapshot } from './library-store.ts';
import { emptyOfflineLibrary, lazyOfflineLibrary } from './lazy-library.ts';
import type { OfflineLibrary } from './offline-library.ts';
import type { ReadingPositions } from './reading-positions.ts';

/**
 * The device's library, its code fetched when first needed (none at all on the server, which
 * renders pages for no device in particular).
 */
export const offlineLibrary: OfflineLibrary = import.meta.env.SSR
  ? emptyOfflineLibrary()
  : lazyOfflineLibrary(() =>
      import('./offline-library.ts').then(({ createOfflineLibrary }) => createOfflineLibrary()),
    );

/** This device's reading positions (reading-positions.ts), their IndexedDB code fetched on first use. */
export const readingPositions: ReadingPositions = (() => {
  const load = () => import('./reading-positions.ts').then((m) => m.readingPositions);
  return {
    get: async (key) => (await load()).get(key),
    set: async (key, progress) => (await load()).set(key, progress),
    forget: async (keys) => (await load()).forget(keys),
  };
})();

const NOT_READ: LibrarySnapshot = { status: 'loading', pieces: [], bytes: 0 };
/** On the server and while a server-rendered page hydrates: the library is not read yet. */
const notRead = () => NOT_READ;

/** The saved pieces, most recently read first; loads them on first use and follows changes. */
export function useOfflineLibrary(library: OfflineLibrary = offlineLibrary): LibrarySnapshot {
  return useSyncExternalStore(library.subscribe, library.snapshot, notRead);
}

/**
 * Saves `piece` for offline reading while it is shown (the caller shows it only when open), once
 * the page has settled: the first page of a visit loads nothing for it, and a piece hidden again
 * before then (a server-rendered page whose gate closes) is not saved.
 */
export function useSaveForOffline(piece: ContentPiece, library: OfflineLibrary = offlineLibrary) {
  const key = savedKey(piece.kind, piece.item.slug);
  const updated = piece.item.updatedAt.getTime();
  const lifecycle = useLifecycle();
  useEffect(() => {
    let shown = true;
    void lifecycle.settled().then(() => {
      if (shown) void library.save(piece);
    });
    return () => {
      shown = false;
    };
    // One save per piece and version, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lifecycle, library, key, updated]);
}
