import { createStore } from 'zustand/vanilla';
import { type SavedPiece } from '../../domain/saved-pieces.ts';
import { byMostRecentlyRead } from '../../domain/saved-pieces-policy.ts';

export interface LibrarySnapshot {
  status: 'loading' | 'ready';
  /** Most recently read first. */
  pieces: SavedPiece[];
  /** The space they use, in bytes. */
  bytes: number;
}

/** What the screens show of the library: its pieces once read, in order, and their size. */
export function createLibraryStore() {
  const store = createStore<LibrarySnapshot>()(() => ({
    status: 'loading',
    pieces: [],
    bytes: 0,
  }));
  return {
    store,
    /** Shows these pieces (sorted, most recently read first) and returns them so. */
    publish(pieces: SavedPiece[]): SavedPiece[] {
      const sorted = byMostRecentlyRead(pieces);
      const bytes = sorted.reduce((sum, p) => sum + p.bytes, 0);
      store.setState({ status: 'ready', pieces: sorted, bytes }, true);
      return sorted;
    },
  };
}
