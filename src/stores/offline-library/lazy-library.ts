import type { LibrarySnapshot } from './library-store.ts';
import type { OfflineLibrary } from './offline-library.ts';

const LOADING: LibrarySnapshot = { status: 'loading', pieces: [], bytes: 0 };

/**
 * The offline library as a stand-in whose code (IndexedDB through idb-keyval, the image cache)
 * is fetched when first needed: a read of what is saved, a save, or the screens that list it.
 */
export function lazyOfflineLibrary(load: () => Promise<OfflineLibrary>): OfflineLibrary {
  let loading: Promise<OfflineLibrary> | null = null;
  let loaded: OfflineLibrary | null = null;
  const real = () => {
    loading ??= load().then(
      (library) => (loaded = library),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    save: async (piece, options) => (await real()).save(piece, options),
    estimate: async (piece) => (await real()).estimate(piece),
    find: async (kind, slug) => (await real()).find(kind, slug),
    findItem: async (kind, matches) => (await real()).findItem(kind, matches),
    remove: async (key) => (await real()).remove(key),
    forget: async (kind, slug) => (await real()).forget(kind, slug),
    setPinned: async (key, pinned) => (await real()).setPinned(key, pinned),
    list: async () => (await real()).list(),
    snapshot: () => loaded?.snapshot() ?? LOADING,
    subscribe(listener) {
      if (loaded) return loaded.subscribe(listener);
      let unsubscribe: (() => void) | null = null;
      let active = true;
      real().then(
        (library) => {
          if (!active) return;
          unsubscribe = library.subscribe(listener);
          listener();
        },
        (error: unknown) => console.error('The offline library could not load', error),
      );
      return () => {
        active = false;
        unsubscribe?.();
      };
    },
  };
}

/** A device with nothing saved and nowhere to save (the server's render). */
export function emptyOfflineLibrary(): OfflineLibrary {
  const ready: LibrarySnapshot = { status: 'ready', pieces: [], bytes: 0 };
  return {
    save: async () => {},
    estimate: async () => 0,
    find: async () => null,
    findItem: async () => null,
    remove: async () => {},
    forget: async () => {},
    setPinned: async () => {},
    list: async () => [],
    snapshot: () => ready,
    subscribe: () => () => {},
  };
}
