import type { Backend } from '../../backend/backend.ts';
import { isBackendError } from '../../domain/errors.ts';
import type { SavedPiece } from '../../domain/saved-pieces.ts';
import { lookupSlug } from '../../domain/slug-lookup.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { isOffline } from '../../ui/use-online.ts';

/** Reads the piece with this slug: of one kind, or (for /{slug}) whichever kind owns it. */
async function loadPiece(
  { content }: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<ContentPiece | null> {
  switch (kind) {
    case 'essay': {
      const item = await content.getEssayBySlug(slug);
      return item && { kind, item };
    }
    case 'dispatch': {
      const item = await content.getDispatchBySlug(slug);
      return item && { kind, item };
    }
    case 'prompt': {
      const item = await content.getPromptBySlug(slug);
      return item && { kind, item };
    }
    case 'any':
      return lookupSlug(slug, {
        essay: (s) => content.getEssayBySlug(s),
        dispatch: (s) => content.getDispatchBySlug(s),
        prompt: (s) => content.getPromptBySlug(s),
      });
  }
}

/** What a piece page shows: the piece (null: not published), and the saved copy it came from. */
export type Loaded =
  | { source: 'network'; piece: ContentPiece | null; saved?: undefined }
  | { source: 'saved'; piece: ContentPiece; saved: SavedPiece }
  | { source: 'not-saved'; piece?: undefined; saved?: undefined };

/**
 * The piece from the backend; offline (or when the read fails) the copy saved on this device;
 * offline with no saved copy, 'not-saved'. A slug the backend no longer publishes is dropped
 * from the library too. Other failures propagate (the page offers Retry).
 */
export async function loadPieceOrSaved(
  backend: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<Loaded> {
  let failure: unknown = null;
  if (!isOffline()) {
    try {
      const piece = await loadPiece(backend, kind, slug);
      if (!piece) void offlineLibrary.forget(kind, slug);
      return { source: 'network', piece };
    } catch (error) {
      failure = error;
    }
  }
  const saved = await offlineLibrary.find(kind, slug);
  if (saved) return { source: 'saved', piece: saved.piece, saved };
  if (failure && !isOffline() && !isBackendError(failure, 'unavailable')) throw failure;
  return { source: 'not-saved' };
}
