import {
  CONTENT_KINDS,
  OFFLINE_LIMIT_BYTES,
  savedKey,
  type ItemOfKind,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import { jsonBytes, pieceImageUrls, savedItems } from '../../domain/saved-pieces-policy.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { piecePaths } from '../../domain/piece-paths.ts';
import { askWorkerToKeep } from '../../platform/offline/keep-page-request.ts';
import {
  cacheImageStore,
  type ImageStore,
} from '../../platform/offline/saved-library/image-cache.ts';
import {
  dropPieces,
  evictToFit,
  savePiece,
  type LibraryStorage,
  type SaveOptions,
} from '../../platform/offline/saved-library/library-writes.ts';
import { cachePageStore, type PageStore } from '../../platform/offline/saved-library/page-cache.ts';
import { pieceRecords } from '../../platform/offline/saved-library/piece-records.ts';
import { writeQueue } from '../../platform/offline/saved-library/write-queue.ts';
import { createLibraryStore, type LibrarySnapshot } from './library-store.ts';
import type { ReadingPositions } from './reading-positions.ts';

export type { SaveOptions };

export interface OfflineLibrary {
  /** Saves (or refreshes) a piece the visitor opened, then makes room if the library is full. */
  save(piece: ContentPiece, options?: SaveOptions): Promise<void>;
  /** What saving this piece would take, text and images, as the library counts it. */
  estimate(piece: ContentPiece): Promise<number>;
  /** The saved piece of this kind (or, for 'any', the first kind that has the slug). */
  find(kind: ContentKind | 'any', slug: string): Promise<SavedPiece | null>;
  /** The first saved item of this kind that `matches` (share links name pieces by id), else null. */
  findItem<K extends ContentKind>(
    kind: K,
    matches: (item: ItemOfKind<K>) => boolean,
  ): Promise<ItemOfKind<K> | null>;
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
  pages?: PageStore;
  /**
   * Where reading positions are kept: a piece removed from the device forgets its own. By
   * default the device's, fetched on the first removal (piece pages bring them; the home page,
   * which saves and lists pieces, does not need them).
   */
  positions?: () => Promise<ReadingPositions>;
  now?: () => Date;
}

const kindsOf = (kind: ContentKind | 'any') => (kind === 'any' ? CONTENT_KINDS : [kind]);

/**
 * The offline library as the page sees it: saved pieces in IndexedDB, their images and pages in
 * the Cache API, written by the rules the service worker writes by too
 * (platform/offline/saved-library/), every write of this page through one queue, what the screens
 * show in a store (library-store.ts). Every failure is logged and swallowed.
 */
export function createOfflineLibrary({
  dbName = 'edge-offline',
  limit = OFFLINE_LIMIT_BYTES,
  images = cacheImageStore,
  pages = cachePageStore,
  positions = () => import('./reading-positions.ts').then((m) => m.readingPositions),
  now = () => new Date(),
}: Options = {}): OfflineLibrary {
  const records = pieceRecords(dbName);
  const storage: LibraryStorage = {
    records,
    images,
    pages,
    limit,
    now,
    origin: window.location.origin,
  };
  const serial = writeQueue();
  const { store, publish } = createLibraryStore();
  let loaded = false;

  /** Every readable piece, after making room if the library is over its limit. */
  const list = () =>
    serial(async () => publish(await evictToFit(storage, await records.readAll())), []);

  const removeKeys = async (keys: string[]) => {
    publish(await dropPieces(storage, await records.readAll(), new Set(keys)));
    await (await positions()).forget(keys);
  };

  async function save(piece: ContentPiece, options: SaveOptions): Promise<void> {
    const pieces = publish(await savePiece(storage, piece, options));
    // A piece opened in the app (not from its page, which the worker kept as it passed): the
    // worker keeps its page too, so it opens from the device at once.
    if (options.opened === false) return;
    const own = new URL(piecePaths(piece.kind, piece.item.slug)[0]!, storage.origin).href;
    const key = savedKey(piece.kind, piece.item.slug);
    const entry = pieces.find((p) => p.key === key);
    if (entry && !entry.pages?.some((page) => page.url === own)) askWorkerToKeep(own);
  }

  async function find(kind: ContentKind | 'any', slug: string): Promise<SavedPiece | null> {
    for (const k of kindsOf(kind)) {
      const piece = await records.readOne(savedKey(k, slug));
      if (piece) return piece;
    }
    return null;
  }

  async function setPinned(key: string, pinned: boolean): Promise<void> {
    const piece = await records.readOne(key);
    if (!piece) return;
    await records.put({ ...piece, pinned });
    // Unpinning may leave the library over its limit: make room now.
    publish(await evictToFit(storage, await records.readAll()));
  }

  return {
    save: (piece, options = {}) => serial(() => save(piece, options), undefined),
    async estimate(piece) {
      return jsonBytes(piece) + (await images.measure(pieceImageUrls(piece, location.origin)));
    },
    find: (kind, slug) => serial(() => find(kind, slug), null),
    findItem: (kind, matches) =>
      serial(async () => savedItems(await records.readAll(), kind).find(matches) ?? null, null),
    remove: (key) => serial(() => removeKeys([key]), undefined),
    forget: (kind, slug) =>
      serial(() => removeKeys(kindsOf(kind).map((k) => savedKey(k, slug))), undefined),
    setPinned: (key, pinned) => serial(() => setPinned(key, pinned), undefined),
    list,
    snapshot: store.getState,
    subscribe(listener) {
      if (!loaded) {
        loaded = true;
        void list().then(
          // No IndexedDB, or it failed: an empty library, not one that never finishes loading.
          () => store.getState().status === 'loading' && publish([]),
        );
      }
      return store.subscribe(listener);
    },
  };
}
