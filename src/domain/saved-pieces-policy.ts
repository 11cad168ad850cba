/**
 * What the offline library (src/stores/offline-library/) does with saved pieces: what one weighs
 * and which images it keeps, which to drop to stay in the limit, which stored entries to trust,
 * their order. Apart from the format (saved-pieces.ts), which pages use as they load: the library
 * and this policy are fetched when first used.
 */
import type { ContentKind, ContentPiece } from './types.ts';
import {
  CONTENT_KINDS,
  OFFLINE_FORMAT,
  savedKey,
  type ItemOfKind,
  type SavedPiece,
} from './saved-pieces.ts';

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

const isPageList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every((page) => isObject(page) && isString(page.url) && typeof page.bytes === 'number');

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
  const { key, piece, images, savedAt, readAt, pinned, bytes, unread, pages } = value;
  if (!isString(key) || !isObject(piece) || !isObject(piece.item)) return null;
  const kind = piece.kind;
  if (!CONTENT_KINDS.includes(kind as ContentKind)) return null;
  if (!isItemOf(kind as ContentKind, piece.item)) return null;
  if (key !== savedKey(kind as ContentKind, piece.item.slug as string)) return null;
  if (!isStringList(images) || !isDate(savedAt) || !isDate(readAt)) return null;
  if (typeof pinned !== 'boolean' || typeof bytes !== 'number' || !(bytes >= 0)) return null;
  if (unread !== undefined && typeof unread !== 'boolean') return null;
  if (pages !== undefined && !isPageList(pages)) return null;
  return value as unknown as SavedPiece;
}

/** Saved pieces, most recently read first. */
export function byMostRecentlyRead(pieces: readonly SavedPiece[]): SavedPiece[] {
  return [...pieces].sort((a, b) => b.readAt.getTime() - a.readAt.getTime());
}

/** The saved items of one kind, in the order given. */
export function savedItems<K extends ContentKind>(
  pieces: readonly SavedPiece[],
  kind: K,
): ItemOfKind<K>[] {
  // `kind` tags the item's type, but TypeScript does not narrow a union by a generic tag.
  return pieces.flatMap(({ piece }) => (piece.kind === kind ? [piece.item as ItemOfKind<K>] : []));
}
