import { BackendError, isBackendError } from '../../domain/errors.ts';
import { type ItemOfKind, type SavedPiece } from '../../domain/saved-pieces.ts';
import { savedItems } from '../../domain/saved-pieces-policy.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import type { OfflineLibrary } from './offline-library.ts';
import { offlineLibrary } from './use-offline-library.ts';

// "Ask the backend, else use the saved copy", written once: every public content query reads
// through one of readPiece, readList and readItem (docs/architecture.md, "Server data").

/** Whether the browser says it is offline (ui/use-online.ts tells the screens the same). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The backend's answer; offline (the browser says so, and the backend is not asked) or when the
 * read fails, what `saved` finds on this device; with nothing saved, the read's failure stands
 * (offline: 'unavailable').
 */
async function backendOrSaved<N, D>(
  read: () => Promise<N>,
  saved: () => Promise<D | null>,
  keepFailure: (error: unknown) => boolean = () => false,
): Promise<{ from: 'backend'; value: N } | { from: 'device'; value: D }> {
  let failure: unknown = new BackendError('unavailable', "You're offline.");
  if (!browserOffline()) {
    try {
      return { from: 'backend', value: await read() };
    } catch (error) {
      if (keepFailure(error)) throw error;
      failure = error;
    }
  }
  const copy = await saved();
  if (copy !== null) return { from: 'device', value: copy };
  throw failure;
}

/** Where a content answer came from: the backend, the device, or neither (offline, not saved). */
export type AnswerSource = 'network' | 'saved' | 'not-saved';

/** What a piece page shows: the piece (null: not published), and the saved copy it came from. */
export type PieceAnswer =
  | { source: 'network'; piece: ContentPiece | null; saved?: undefined }
  | { source: 'saved'; piece: ContentPiece; saved: SavedPiece }
  | { source: 'not-saved'; piece?: undefined; saved?: undefined };

/**
 * The piece of this kind with this slug: from the backend (a slug it no longer publishes is
 * dropped from the device too), else the copy saved on this device, else 'not-saved' when the
 * read could not be made for want of a connection. Other failures propagate (the page offers
 * Retry).
 */
export async function readPiece<K extends ContentKind>(
  kind: K,
  slug: string,
  read: () => Promise<ItemOfKind<K> | null>,
  library: OfflineLibrary = offlineLibrary,
): Promise<PieceAnswer> {
  try {
    const answer = await backendOrSaved(read, () => library.find(kind, slug));
    if (answer.from === 'device') {
      return { source: 'saved', piece: answer.value.piece, saved: answer.value };
    }
    if (!answer.value) void library.forget(kind, slug);
    // `kind` tags the item's type, but TypeScript does not narrow a union by a generic tag.
    const piece = answer.value && ({ kind, item: answer.value } as ContentPiece);
    return { source: 'network', piece };
  } catch (error) {
    if (browserOffline() || isBackendError(error, 'unavailable')) return { source: 'not-saved' };
    throw error;
  }
}

/** A list and where it came from ('saved': the items of its kind saved on this device). */
export interface ListAnswer<T> {
  source: Exclude<AnswerSource, 'not-saved'>;
  items: T[];
}

/**
 * A list from the backend; when it cannot be read, the items of this kind saved on the device
 * that `keep` keeps (most recently read first). The failure stands when none is saved, and when
 * `shown` is the backend's list already on screen: a failed refresh leaves it there.
 */
export async function readList<K extends ContentKind>(
  kind: K,
  read: () => Promise<ItemOfKind<K>[]>,
  {
    keep = () => true,
    shown,
    library = offlineLibrary,
  }: {
    keep?: (item: ItemOfKind<K>) => boolean;
    shown?: { source: AnswerSource };
    library?: OfflineLibrary;
  } = {},
): Promise<ListAnswer<ItemOfKind<K>>> {
  const answer = await backendOrSaved(
    read,
    async () => {
      const items = savedItems(await library.list(), kind).filter(keep);
      return items.length > 0 ? items : null;
    },
    () => shown?.source === 'network',
  );
  return answer.from === 'backend'
    ? { source: 'network', items: answer.value }
    : { source: 'saved', items: answer.value };
}

/** One item and where it came from (null: neither the backend nor the device has it). */
export interface ItemAnswer<T> {
  source: AnswerSource;
  item: T | null;
}

/**
 * One item found otherwise than by its page's slug (a share link's id, the featured essay's
 * title): from the backend; offline, or when the read fails, the saved item of this kind that
 * `matches`; else null (a share link then opens nothing, as for an unknown id).
 */
export async function readItem<K extends ContentKind>(
  kind: K,
  read: () => Promise<ItemOfKind<K> | null>,
  matches: (item: ItemOfKind<K>) => boolean,
  library: OfflineLibrary = offlineLibrary,
): Promise<ItemAnswer<ItemOfKind<K>>> {
  try {
    const answer = await backendOrSaved(read, () => library.findItem(kind, matches));
    return { source: answer.from === 'backend' ? 'network' : 'saved', item: answer.value };
  } catch (error) {
    if (!browserOffline()) console.error(`Failed to load the ${kind}`, error);
    return { source: 'not-saved', item: null };
  }
}
