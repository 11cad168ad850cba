import { useBackend } from '../../backend/backend-context.tsx';
import type { ContentKind } from '../../domain/types.ts';
import { useAsync } from '../../ui/use-async.ts';
import { useOnlineAgain } from '../../ui/use-online.ts';
import { loadPieceOrSaved } from './load-piece.ts';

/**
 * Loads the piece (or its saved copy); a page that could not show it (not saved, or the read
 * failed) tries again once the connection is back.
 */
export function usePieceOrSaved(kind: ContentKind | 'any', slug: string) {
  const backend = useBackend();
  const state = useAsync(`${kind}:${slug}`, () => loadPieceOrSaved(backend, kind, slug));
  useOnlineAgain(
    () => (state.status === 'error' || state.data?.source === 'not-saved') && state.retry(),
  );
  return state;
}
