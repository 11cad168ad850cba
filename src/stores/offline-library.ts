import { createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import {
  CONTENT_KINDS,
  OFFLINE_FORMAT,
  OFFLINE_LIMIT_BYTES,
  byMostRecentlyRead,
  jsonBytes,
  parseSavedPiece,
  pieceImageUrls,
  piecesToEvict,
  savedItems,
  savedKey,
  type ItemOfKind,
  type SavedPiece,
} from '../domain/offline-library.ts';
import type { ContentKind, ContentPiece } from '../domain/types.ts';
import { SAVED_IMAGES_CACHE } from '../pwa/cache-names.ts';
import { mayFetchImage } from '../pwa/content-security-policy.ts';

/** Where the images of saved pieces go: the Cache API, which the service worker answers from. */
export interface ImageStore {
  /** Keeps these images (fetching the ones not kept yet); resolves the bytes it knows of. */
  keep(urls: string[]): Promise<number>;
  /** Lets these go. */
  drop(urls: string[]): Promise<void>;
}

/** Images in the `edge-saved-images` cache; a cross-origin image is kept opaque (size unknown). */
export const cacheImageStore: ImageStore = {
  async keep(urls) {
    if (typeof caches === 'undefined' || urls.length === 0) return 0;
    const cache = await caches.open(SAVED_IMAGES_CACHE);
    // Images from other hosts are only shown online: the site's policy lets the page show them,
    // not fetch them.
    const fetchable = urls.filter((url) => mayFetchImage(url, location.origin));
    const sizes = await Promise.all(
      fetchable.map(async (url) => {
        try {
          let response = await cache.match(url);
          if (!response) {
            response = await fetch(url, { mode: 'no-cors', credentials: 'omit' });
            if (response.type !== 'opaque' && !response.ok) return 0;
            await cache.put(url, response.clone());
          }
          return response.type === 'opaque' ? 0 : (await response.blob()).size;
        } catch {
          return 0; // offline, or the image is gone: the page shows its text without it
        }
      }),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  },
  async drop(urls) {
    if (typeof caches === 'undefined' || urls.length === 0) return;
    const cache = await caches.open(SAVED_IMAGES_CACHE);
    await Promise.all(urls.map((url) => cache.delete(url)));
  },
};

export interface LibrarySnapshot {
  status: 'loading' | 'ready';
  /** Most recently read first. */
  pieces: SavedPiece[];
  /** The space they use, in bytes. */
  bytes: number;
}

export interface OfflineLibrary {
  /** Saves (or refreshes) a piece the visitor opened, then makes room if the library is full. */
  save(piece: ContentPiece): Promise<void>;
  /** The saved piece of this kind (or, for 'any', the first kind that has the slug). */
  find(kind: ContentKind | 'any', slug: string): Promise<SavedPiece | null>;
  /** The saved item of this kind with this id (share links name pieces by id), else null. */
  findItem<K extends ContentKind>(kind: K, id: string): Promise<ItemOfKind<K> | null>;
  remove(key: string): Promise<void>;
  /** Drops every saved copy of a slug the server no longer publishes. */
  forget(kind: ContentKind | 'any', slug: string): Promise<void>;
  setPinned(key: string, pinned: boolean): Promise<void>;
  /** Every readable saved piece, most recently read first; corrupt entries are skipped. */
  list(): Promise<SavedPiece[]>;
  snapshot(): LibrarySnapshot;
  subscribe(listener: () => void): () => void;
}

interface Options {
  /** The IndexedDB database name (tests use their own). */
  dbName?: string;
  limit?: number;
  images?: ImageStore;
  now?: () => Date;
}

/**
 * The offline library: saved pieces in IndexedDB (one record per piece, keyed by kind and
 * slug), their images in the Cache API. Writes run one at a time, so a save and an eviction
 * never interleave. Every failure is logged and swallowed: reading must never break because the
 * device would not store something.
 */
export function createOfflineLibrary({
  dbName = 'edge-offline',
  limit = OFFLINE_LIMIT_BYTES,
  images = cacheImageStore,
  now = () => new Date(),
}: Options = {}): OfflineLibrary {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'pieces'));
  let queue: Promise<unknown> = Promise.resolve();
  let state: LibrarySnapshot = { status: 'loading', pieces: [], bytes: 0 };
  let loaded = false;
  const listeners = new Set<() => void>();

  /**
   * Runs `task` after the writes before it; a failure is logged and leaves the library as it was.
   * Without IndexedDB (some private modes, server-side tests) the library is simply empty.
   */
  function serial<T>(task: () => Promise<T>, fallback: T): Promise<T> {
    if (typeof indexedDB === 'undefined') return Promise.resolve(fallback);
    const run = queue.then(task).catch((error: unknown) => {
      console.error('Offline library:', error);
      return fallback;
    });
    queue = run;
    return run;
  }

  async function readAll(): Promise<SavedPiece[]> {
    const rows = await entries<IDBValidKey, unknown>(store());
    const pieces: SavedPiece[] = [];
    for (const [key, value] of rows) {
      const piece = parseSavedPiece(value);
      if (piece && piece.key === key) pieces.push(piece);
      else console.warn(`Offline library: skipped an unreadable entry (${String(key)})`);
    }
    return pieces;
  }

  function publish(pieces: SavedPiece[]): SavedPiece[] {
    const sorted = byMostRecentlyRead(pieces);
    state = { status: 'ready', pieces: sorted, bytes: sorted.reduce((sum, p) => sum + p.bytes, 0) };
    listeners.forEach((listener) => listener());
    return sorted;
  }

  /** Deletes the pieces with these keys, and the images no remaining piece shows. */
  async function drop(pieces: SavedPiece[], keys: Set<string>): Promise<SavedPiece[]> {
    if (keys.size === 0) return pieces;
    await delMany([...keys], store());
    const kept = pieces.filter((p) => !keys.has(p.key));
    await images.drop(orphanImages(pieces, kept));
    return kept;
  }

  /** Drops the least recently read unpinned pieces until the library fits. */
  const evict = (pieces: SavedPiece[], keep?: string) =>
    drop(pieces, new Set(piecesToEvict(pieces, limit, keep)));

  /** The readable entry stored under `key`, else null. */
  async function readOne(key: string): Promise<SavedPiece | null> {
    const piece = parseSavedPiece(await get(key, store()));
    return piece && piece.key === key ? piece : null;
  }

  async function findNow(kind: ContentKind | 'any', slug: string): Promise<SavedPiece | null> {
    for (const k of kind === 'any' ? CONTENT_KINDS : [kind]) {
      const piece = await readOne(savedKey(k, slug));
      if (piece) return piece;
    }
    return null;
  }

  /** Every readable piece, after making room if the library is over its limit. */
  const list = () => serial(async () => publish(await evict(await readAll())), []);

  async function removeKeys(keys: string[]): Promise<void> {
    publish(await drop(await readAll(), new Set(keys)));
  }

  return {
    save: (piece) =>
      serial(async () => {
        const key = savedKey(piece.kind, piece.item.slug);
        const before = await readAll();
        const previous = before.find((p) => p.key === key);
        const urls = pieceImageUrls(piece, window.location.origin);
        const imageBytes = await images.keep(urls);
        const at = now();
        // Opening the same version again (offline, from this very copy, too) moves its reading
        // date, not the date the copy was saved: the saved-copy notice keeps telling the truth.
        const sameVersion =
          previous?.piece.item.updatedAt.getTime() === piece.item.updatedAt.getTime();
        const entry: SavedPiece = {
          format: OFFLINE_FORMAT,
          key,
          piece,
          images: urls,
          savedAt: previous && sameVersion ? previous.savedAt : at,
          readAt: at,
          pinned: previous?.pinned ?? false,
          bytes: jsonBytes(piece) + imageBytes,
        };
        await set(key, entry, store());
        // Images the earlier copy showed and no piece shows now go.
        const after = [...before.filter((p) => p.key !== key), entry];
        await images.drop(orphanImages(before, after));
        publish(await evict(after, key));
      }, undefined),
    find: (kind, slug) => serial(() => findNow(kind, slug), null),
    findItem: (kind, id) =>
      serial(async () => savedItems(await readAll(), kind).find((i) => i.id === id) ?? null, null),
    remove: (key) => serial(() => removeKeys([key]), undefined),
    forget: (kind, slug) =>
      serial(
        () => removeKeys((kind === 'any' ? CONTENT_KINDS : [kind]).map((k) => savedKey(k, slug))),
        undefined,
      ),
    setPinned: (key, pinned) =>
      serial(async () => {
        const piece = await readOne(key);
        if (!piece) return;
        await set(key, { ...piece, pinned }, store());
        // Unpinning may leave the library over its limit: make room now.
        publish(await evict(await readAll()));
      }, undefined),
    list,
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!loaded) {
        loaded = true;
        void list().then(
          // No IndexedDB, or it failed: an empty library, not one that never finishes loading.
          () => state.status === 'loading' && publish([]),
        );
      }
      return () => listeners.delete(listener);
    },
  };
}

/** Images the pieces before referenced and the pieces after no longer do. */
function orphanImages(before: SavedPiece[], after: SavedPiece[]): string[] {
  const still = new Set(after.flatMap((p) => p.images));
  return [...new Set(before.flatMap((p) => p.images))].filter((url) => !still.has(url));
}

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
