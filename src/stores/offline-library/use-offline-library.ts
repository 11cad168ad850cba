import { useEffect, useSyncExternalStore } from 'react';
import { savedKey } from '../../domain/saved-pieces.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { createOfflineLibrary, type OfflineLibrary } from './offline-library.ts';
import type { LibrarySnapshot } from './library-store.ts';

/** The device's library. */
export const offlineLibrary = createOfflineLibrary();

/** The saved pieces, most recently read first; loads them on first use and follows changes. */
export function useOfflineLibrary(library: OfflineLibrary = offlineLibrary): LibrarySnapshot {
  return useSyncExternalStore(library.subscribe, library.snapshot);
}

/** Saves `piece` for offline reading once it is shown (the caller shows it only when open). */
export function useSaveForOffline(piece: ContentPiece, library: OfflineLibrary = offlineLibrary) {
  const key = savedKey(piece.kind, piece.item.slug);
  const updated = piece.item.updatedAt.getTime();
  useEffect(() => {
    void library.save(piece);
    // One save per piece and version, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library, key, updated]);
}
