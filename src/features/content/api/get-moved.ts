import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { useBackend } from '../../../backend/backend-context.tsx';
import { piecePath } from '../../../domain/site-routes.ts';
import type { ContentKind } from '../../../domain/types.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import { kindsFor } from './get-piece.ts';

/** The slug the public piece of this kind that was at `slug` has now, else null. */
const movedQueryOptions = (backend: Backend, kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: contentKeys.moved(kind, slug),
    queryFn: () => backend.content.findMovedSlug(kind, slug),
  });

/**
 * Where the piece that was at this slug is now (its page's path), else null: a published piece
 * renamed keeps its old address, which leads to the new one (DECISIONS.md). For /{slug} each kind
 * is asked in the page's order. The server answers with a permanent redirect; the app replaces
 * the address.
 */
export async function findMovedPath(
  queryClient: QueryClient,
  backend: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<string | null> {
  for (const k of kindsFor(kind, slug)) {
    const moved = await queryClient.fetchQuery(movedQueryOptions(backend, k, slug));
    if (moved) return piecePath(k, moved);
  }
  return null;
}

/** `findMovedPath` for a page: pending until known. */
export function useMovedPath(kind: ContentKind | 'any', slug: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['content', 'moved-path', kind, slug],
    queryFn: () => findMovedPath(queryClient, backend, kind, slug),
  });
}
