/**
 * The offline library (DECISIONS.md, "Offline reading"): every essay, dispatch and prompt a visitor
 * opens is kept on the device with what its page needs. This module is the storage format, the
 * keys and what the screens say of it (saved-pieces-policy.ts is what the library does with it);
 * pure, so the library (src/stores/offline-library/) and the tests share it.
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
  /**
   * The pages the service worker keeps of it, as the server drew them, at its addresses (its own,
   * /{slug}), with their size: what opens offline at once. Absent on an entry saved before.
   */
  pages?: KeptPage[];
  /** Its text and metadata in UTF-8, plus the images whose size is known, plus its pages. */
  bytes: number;
}

/** A page kept with a saved piece: its address (absolute URL) and its size in bytes. */
export interface KeptPage {
  url: string;
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

/** The item of a piece of kind `K`: an essay, a dispatch or a prompt. */
export type ItemOfKind<K extends ContentKind> = Extract<ContentPiece, { kind: K }>['item'];

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

/**
 * A piece page opened from the device (the service worker's kept copy, pwa/worker/) says so on
 * <html>: `offline`, or `unreachable` when the server could not be reached. The saved-copy notice
 * every server-drawn piece page carries hidden (`data-saved-copy-slot`) then shows, with the
 * reason that applies (`data-reason`) and the date the copy was saved (in `data-saved-on`).
 */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';
export const SAVED_COPY_SLOT_ATTRIBUTE = 'data-saved-copy-slot';
export const SAVED_ON_ATTRIBUTE = 'data-saved-on';
export type SavedCopyReason = 'offline' | 'unreachable';
