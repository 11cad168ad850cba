/**
 * The offline library (DECISIONS.md, "Offline reading"): every essay, dispatch and prompt a visitor
 * opens is kept on the device with what its page needs. This module is the storage format and the
 * eviction policy; pure, so the library (src/stores/offline-library/) and the tests share it.
 */
import type { ContentKind, ContentPiece } from './types.ts';

/** Version of the stored entry; an entry of another version is skipped like a corrupt one. */
export const OFFLINE_FORMAT = 1;

/**
 * What the library may hold, text and images together. A long essay is about 30 KB of text, so
 * this keeps hundreds of pieces while staying small beside a phone's storage.
 */
export const OFFLINE_LIMIT_BYTES = 10 * 1024 * 1024;

/** One saved piece, as stored (IndexedDB keeps `Date`s as dates). */
export interface SavedPiece {
  format: typeof OFFLINE_FORMAT;
  /** `${kind}:${slug}`: what the piece's own URL finds it by. */
  key: string;
  piece: ContentPiece;
  /** Absolute URLs of the images its page shows (header image, images in the text). */
  images: string[];
  /**
   * When this version of the piece was saved (a newer version, opened online, replaces the copy
   * and the date), and when it was last opened.
   */
  savedAt: Date;
  readAt: Date;
  /** A pinned piece is never dropped to make room. */
  pinned: boolean;
  /** Saved by "Save everything" and not opened since (its `readAt` is then when it was saved). */
  unread?: boolean;
  /** Its text and metadata in UTF-8, plus the images whose size is known. */
  bytes: number;
}

export const CONTENT_KINDS: readonly ContentKind[] = ['essay', 'dispatch', 'prompt'];

/** The key a piece is saved under. */
export function savedKey(kind: ContentKind, slug: string): string {
  return `${kind}:${slug}`;
}

/** The page a saved piece opens at. */
export function savedPiecePath({ kind, item }: ContentPiece): string {
  switch (kind) {
    case 'essay':
      return `/essays/${item.slug}`;
    case 'dispatch':
      return `/dispatches/${item.slug}`;
    case 'prompt':
      return `/prompts/detail/${item.slug}`;
  }
}

/** Size in bytes of a value as UTF-8 JSON: what a saved piece's text and metadata weigh. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

/**
 * The images a piece's page shows, as absolute http(s) URLs resolved against `origin`: the header
 * image and every image in its Markdown or HTML text. Data URLs need no saving; other schemes
 * are never fetched.
 */
export function pieceImageUrls(piece: ContentPiece, origin: string): string[] {
  const found: string[] = [];
  const texts =
    piece.kind === 'prompt'
      ? [piece.item.aboutPrompt, piece.item.howToUse, piece.item.explainerContent]
      : [piece.item.content];
  if (piece.kind !== 'prompt' && piece.item.headerImageUrl) found.push(piece.item.headerImageUrl);
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(MARKDOWN_IMAGE)) found.push(match[1]!);
    for (const match of text.matchAll(HTML_IMAGE)) found.push(match[1]!);
  }
  const urls = new Set<string>();
  for (const raw of found) {
    try {
      const url = new URL(raw.replace(/&amp;/g, '&'), origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') urls.add(url.href);
    } catch {
      // Not a URL: the page cannot show it either.
    }
  }
  return [...urls];
}

/**
 * Which saved pieces to drop so the library fits in `limit` bytes: the least recently read
 * unpinned pieces first. Pinned pieces are never dropped, nor is `keep` (the piece just opened),
 * even when they alone exceed the limit. Returns their keys, oldest first.
 */
export function piecesToEvict(
  pieces: readonly Pick<SavedPiece, 'key' | 'readAt' | 'pinned' | 'bytes'>[],
  limit: number,
  keep?: string,
): string[] {
  let total = pieces.reduce((sum, p) => sum + p.bytes, 0);
  const candidates = pieces
    .filter((p) => !p.pinned && p.key !== keep)
    .sort((a, b) => a.readAt.getTime() - b.readAt.getTime() || a.key.localeCompare(b.key));
  const evicted: string[] = [];
  for (const piece of candidates) {
    if (total <= limit) break;
    evicted.push(piece.key);
    total -= piece.bytes;
  }
  return evicted;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** The fields every page of this kind reads; a saved item missing one cannot be shown. */
function isItemOf(kind: ContentKind, item: Record<string, unknown>): boolean {
  const common =
    isString(item.id) &&
    isString(item.slug) &&
    isString(item.title) &&
    isString(item.content) &&
    isStringList(item.tags) &&
    isDate(item.createdAt) &&
    isDate(item.updatedAt);
  if (!common) return false;
  if (kind === 'prompt') return isString(item.description);
  return item.publishedAt === null || isDate(item.publishedAt);
}

/**
 * Reads one stored entry: the entry when it is a whole piece in this format, else null (the
 * caller skips it). Nothing stored is trusted: a browser extension, an older version of the app
 * or a half-written record may have put anything there.
 */
export function parseSavedPiece(value: unknown): SavedPiece | null {
  if (!isObject(value) || value.format !== OFFLINE_FORMAT) return null;
  const { key, piece, images, savedAt, readAt, pinned, bytes, unread } = value;
  if (!isString(key) || !isObject(piece) || !isObject(piece.item)) return null;
  const kind = piece.kind;
  if (!CONTENT_KINDS.includes(kind as ContentKind)) return null;
  if (!isItemOf(kind as ContentKind, piece.item)) return null;
  if (key !== savedKey(kind as ContentKind, piece.item.slug as string)) return null;
  if (!isStringList(images) || !isDate(savedAt) || !isDate(readAt)) return null;
  if (typeof pinned !== 'boolean' || typeof bytes !== 'number' || !(bytes >= 0)) return null;
  if (unread !== undefined && typeof unread !== 'boolean') return null;
  return value as unknown as SavedPiece;
}

/** Saved pieces, most recently read first. */
export function byMostRecentlyRead(pieces: readonly SavedPiece[]): SavedPiece[] {
  return [...pieces].sort((a, b) => b.readAt.getTime() - a.readAt.getTime());
}

/** The item of a piece of kind `K`: an essay, a dispatch or a prompt. */
export type ItemOfKind<K extends ContentKind> = Extract<ContentPiece, { kind: K }>['item'];

/** The saved items of one kind, in the order given. */
export function savedItems<K extends ContentKind>(
  pieces: readonly SavedPiece[],
  kind: K,
): ItemOfKind<K>[] {
  // `kind` tags the item's type, but TypeScript does not narrow a union by a generic tag.
  return pieces.flatMap(({ piece }) => (piece.kind === kind ? [piece.item as ItemOfKind<K>] : []));
}

/**
 * What a list that could not be read says above the saved items it shows instead: offline, or
 * online but the read failed. `plural` names them: "essays", "prompts".
 */
export function savedListNote(plural: string, online: boolean): string {
  return online
    ? `We couldn't load the latest ${plural}. These are the ones saved on this device.`
    : `You're offline. These are the ${plural} saved on this device.`;
}

/** "1.2 MB", "84 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
