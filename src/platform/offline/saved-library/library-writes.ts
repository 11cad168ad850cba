/**
 * The offline library's writes, shared by its two writers: the page (stores/offline-library/,
 * a piece shown, pinned, removed, "Save everything") and the service worker (pwa/worker/, the
 * page of a piece as it passes). One rule for both: what an entry holds, and what goes when the
 * library is over its limit (domain/saved-pieces-policy.ts).
 */
import {
  OFFLINE_FORMAT,
  savedKey,
  type KeptPage,
  type SavedPiece,
} from '../../../domain/saved-pieces.ts';
import { jsonBytes, pieceImageUrls, piecesToEvict } from '../../../domain/saved-pieces-policy.ts';
import type { ContentPiece } from '../../../domain/types.ts';
import { orphanImages, type KeptImages } from './image-cache.ts';
import type { PageStore } from './page-cache.ts';
import type { PieceRecords } from './piece-records.ts';

/** Where the library keeps what it holds, and its limit. */
export interface LibraryStorage {
  records: PieceRecords;
  images: KeptImages;
  pages: PageStore;
  limit: number;
  now: () => Date;
  /** The site's origin, which the pieces' relative image addresses are read against. */
  origin: string;
}

/** How a piece came to be saved. */
export interface SaveOptions {
  /**
   * False for a piece saved without being read ("Save everything"): its reading date stays as
   * it was (or is the saving date, for a piece new to the device).
   */
  opened?: boolean;
  /** The page the server drew of it at `url` (the worker's), kept with it. */
  page?: { url: string; response: Response };
}

/** The pages `before` held that no piece of `after` holds. */
function orphanPages(before: readonly SavedPiece[], after: readonly SavedPiece[]): string[] {
  const still = new Set(after.flatMap((p) => (p.pages ?? []).map((page) => page.url)));
  return before
    .flatMap((p) => (p.pages ?? []).map((page) => page.url))
    .filter((u) => !still.has(u));
}

/** Deletes the pieces with these keys, and the images and pages no remaining piece shows. */
export async function dropPieces(
  { records, images, pages }: LibraryStorage,
  pieces: SavedPiece[],
  keys: Set<string>,
): Promise<SavedPiece[]> {
  if (keys.size === 0) return pieces;
  await records.delete([...keys]);
  const kept = pieces.filter((p) => !keys.has(p.key));
  await images.drop(orphanImages(pieces, kept));
  await pages.drop(orphanPages(pieces, kept));
  return kept;
}

/** Drops the least recently read unpinned pieces (never `keep`) until the library fits. */
export const evictToFit = (storage: LibraryStorage, pieces: SavedPiece[], keep?: string) =>
  dropPieces(storage, pieces, new Set(piecesToEvict(pieces, storage.limit, keep)));

/**
 * Saves (or refreshes) a piece, with the page given, then makes room if the library is full.
 * Resolves every piece then held. A page of an older version than the one saved (a cache's copy)
 * changes nothing.
 */
export async function savePiece(
  storage: LibraryStorage,
  piece: ContentPiece,
  { opened = true, page }: SaveOptions,
): Promise<SavedPiece[]> {
  const { records, images, pages, now, origin } = storage;
  const key = savedKey(piece.kind, piece.item.slug);
  const before = await records.readAll();
  const previous = before.find((p) => p.key === key);
  const updated = piece.item.updatedAt.getTime();
  if (previous && previous.piece.item.updatedAt.getTime() > updated) return before;
  const urls = pieceImageUrls(piece, origin);
  const imageBytes = await images.keep(urls);
  const at = now();
  // Opening the same version again (offline, from this very copy, too) moves its reading
  // date, not the date the copy was saved: the saved-copy notice keeps telling the truth.
  const sameVersion = previous?.piece.item.updatedAt.getTime() === updated;
  // Opening a piece reads it; saving it again unopened leaves it as it was.
  const unread = !opened && (previous ? previous.unread === true : true);
  // A new version's text is not in the pages kept of the old one: they go (below).
  let kept: KeptPage[] = sameVersion ? (previous?.pages ?? []) : [];
  if (page) {
    const bytes = await pages.keep(page.url, page.response);
    kept = [...kept.filter((p) => p.url !== page.url), { url: page.url, bytes }];
  }
  const entry: SavedPiece = {
    format: OFFLINE_FORMAT,
    key,
    piece,
    images: urls,
    savedAt: previous && sameVersion ? previous.savedAt : at,
    readAt: opened ? at : (previous?.readAt ?? at),
    pinned: previous?.pinned ?? false,
    bytes: jsonBytes(piece) + imageBytes + kept.reduce((sum, p) => sum + p.bytes, 0),
    ...(unread ? { unread } : {}),
    ...(kept.length > 0 ? { pages: kept } : {}),
  };
  await records.put(entry);
  // Images and pages the earlier copy had and no piece has now go.
  const after = [...before.filter((p) => p.key !== key), entry];
  await images.drop(orphanImages(before, after));
  await pages.drop(orphanPages(before, after));
  return evictToFit(storage, after, key);
}
