import {
  CONTENT_KINDS,
  OFFLINE_FORMAT,
  OFFLINE_LIMIT_BYTES,
  savedKey,
  type ItemOfKind,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import {
  jsonBytes,
  pieceImageUrls,
  piecesToEvict,
  savedItems,
} from '../../domain/saved-pieces-policy.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { cacheImageStore, orphanImages, type ImageStore } from './image-cache.ts';
import { createLibraryStore, type LibrarySnapshot } from './library-store.ts';
import { pieceRecords } from './piece-records.ts';
import type { ReadingPositions } from './reading-positions.ts';
import { writeQueue } from './write-queue.ts';

/** How a piece came to be saved. */
export interface SaveOptions {
  /**
   * False for a piece saved without being read ("Save everything"): its reading date stays as
   * it was (or is the saving date, for a piece new to the device).
   */
  opened?: boolean;
}

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
 * The offline library: saved pieces in IndexedDB (piece-records.ts), their images in the Cache
 * API (image-cache.ts), every write through one queue (write-queue.ts), what the screens show in
 * a store (library-store.ts). Every failure is logged and swallowed.
 */
export function createOfflineLibrary({
  dbName = 'edge-offline',
  limit = OFFLINE_LIMIT_BYTES,
  images = cacheImageStore,
  positions = () => import('./reading-positions.ts').then((m) => m.readingPositions),
  now = () => new Date(),
}: Options = {}): OfflineLibrary {
  const records = pieceRecords(dbName);
  const serial = writeQueue();
  const { store, publish } = createLibraryStore();
  let loaded = false;

  /** Deletes the pieces with these keys, and the images no remaining piece shows. */
  async function drop(pieces: SavedPiece[], keys: Set<string>): Promise<SavedPiece[]> {
    if (keys.size === 0) return pieces;
    await records.delete([...keys]);
    const kept = pieces.filter((p) => !keys.has(p.key));
    await images.drop(orphanImages(pieces, kept));
    return kept;
  }

  /** Drops the least recently read unpinned pieces until the library fits. */
  const evict = (pieces: SavedPiece[], keep?: string) =>
    drop(pieces, new Set(piecesToEvict(pieces, limit, keep)));

  /** Every readable piece, after making room if the library is over its limit. */
  const list = () => serial(async () => publish(await evict(await records.readAll())), []);

  const removeKeys = async (keys: string[]) => {
    publish(await drop(await records.readAll(), new Set(keys)));
    await (await positions()).forget(keys);
  };

  async function save(piece: ContentPiece, { opened = true }: SaveOptions): Promise<void> {
    const key = savedKey(piece.kind, piece.item.slug);
    const before = await records.readAll();
    const previous = before.find((p) => p.key === key);
    const urls = pieceImageUrls(piece, window.location.origin);
    const imageBytes = await images.keep(urls);
    const at = now();
    // Opening the same version again (offline, from this very copy, too) moves its reading
    // date, not the date the copy was saved: the saved-copy notice keeps telling the truth.
    const sameVersion = previous?.piece.item.updatedAt.getTime() === piece.item.updatedAt.getTime();
    // Opening a piece reads it; saving it again unopened leaves it as it was.
    const unread = !opened && (previous ? previous.unread === true : true);
    const entry: SavedPiece = {
      format: OFFLINE_FORMAT,
      key,
      piece,
      images: urls,
      savedAt: previous && sameVersion ? previous.savedAt : at,
      readAt: opened ? at : (previous?.readAt ?? at),
      pinned: previous?.pinned ?? false,
      bytes: jsonBytes(piece) + imageBytes,
      ...(unread ? { unread } : {}),
    };
    await records.put(entry);
    // Images the earlier copy showed and no piece shows now go.
    const after = [...before.filter((p) => p.key !== key), entry];
    await images.drop(orphanImages(before, after));
    publish(await evict(after, key));
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
    publish(await evict(await records.readAll()));
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
