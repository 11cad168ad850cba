import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Backend } from '../../../backend/backend.ts';
import { useBackend } from '../../../backend/backend-context.tsx';
import { CONTENT_KINDS } from '../../../domain/saved-pieces.ts';
import { isContentSlug } from '../../../domain/slug-lookup.ts';
import type { ContentKind, ContentPiece } from '../../../domain/types.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import {
  contentStaleTime,
  ON_RECONNECT,
  readPiece,
  type PieceAnswer,
} from '../../../stores/offline-library';

function readBySlug(
  { content }: Backend,
  kind: ContentKind,
  slug: string,
): Promise<ContentPiece['item'] | null> {
  switch (kind) {
    case 'essay':
      return content.getEssayBySlug(slug);
    case 'dispatch':
      return content.getDispatchBySlug(slug);
    case 'prompt':
      return content.getPromptBySlug(slug);
  }
}

/** The piece of this kind at this slug, else its saved copy: what its page shows. */
export const pieceQueryOptions = (backend: Backend, kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: contentKeys.piece(kind, 'slug', slug),
    queryFn: () => readPiece(kind, slug, () => readBySlug(backend, kind, slug)),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.retryUnshown,
  });

/** A piece page's state: the answer once every kind it asks has answered; retry asks again. */
export type PieceState = (
  | { status: 'loading'; data?: undefined }
  | { status: 'error'; data?: undefined }
  | { status: 'success'; data: PieceAnswer }
) & { retry: () => void };

const lacksPiece = (answer: PieceAnswer | undefined) => answer !== undefined && !answer.piece;

/** The kinds a page asks for a slug, in order (/{slug}: domain/slug-lookup.ts's order). */
export const kindsFor = (kind: ContentKind | 'any', slug: string): readonly ContentKind[] =>
  kind !== 'any' ? [kind] : isContentSlug(slug) ? CONTENT_KINDS : [];

/**
 * The piece at this slug: of one kind, or for /{slug} whichever kind has it, asking essay, then
 * dispatch, then prompt (domain/slug-lookup.ts), each kind only once those before it have no such
 * piece. Each kind's read is its own query, so a CMS write of that kind refreshes the page.
 */
export function usePiece(kind: ContentKind | 'any', slug: string): PieceState {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const options = kindsFor(kind, slug).map((k) => pieceQueryOptions(backend, k, slug));
  /** The query of the i-th kind, asked once those before it have no such piece. */
  const ask = (i: number) => ({
    // Past the kinds asked: the first kind's query again, never fetched, its result left out.
    ...(options[i] ?? options[0] ?? pieceQueryOptions(backend, 'essay', slug)),
    enabled:
      i < options.length &&
      options.slice(0, i).every((before) => lacksPiece(queryClient.getQueryData(before.queryKey))),
  });
  // One useQuery per kind (CONTENT_KINDS: three), not useQueries: its observer was 1.2 KB (gzip)
  // more in every piece page's first visit.
  const results = [useQuery(ask(0)), useQuery(ask(1)), useQuery(ask(2))].slice(0, options.length);
  const retry = useCallback(() => {
    for (const k of kindsFor(kind, slug)) {
      void queryClient.resetQueries({ queryKey: contentKeys.piece(k, 'slug', slug), exact: true });
    }
  }, [queryClient, kind, slug]);

  for (const result of results) {
    if (result.data === undefined) return { status: result.isError ? 'error' : 'loading', retry };
    if (result.data.piece) return { status: 'success', data: result.data, retry };
  }
  const notSaved = results.some((result) => result.data?.source === 'not-saved');
  const data: PieceAnswer = notSaved ? { source: 'not-saved' } : { source: 'network', piece: null };
  return { status: 'success', data, retry };
}

/**
 * Reads, into `queryClient`, what the page of this slug reads first (the server does, to render
 * it): of one kind, or for /{slug} essay, then dispatch, then prompt, as `usePiece` asks. Resolves
 * with the piece, or null when none is published there; a failed read rejects.
 */
export async function prefetchPiece(
  queryClient: QueryClient,
  backend: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<ContentPiece | null> {
  for (const k of kindsFor(kind, slug)) {
    const answer = await queryClient.fetchQuery(pieceQueryOptions(backend, k, slug));
    if (answer.source !== 'network') throw new Error(`The ${k} '${slug}' could not be read`);
    if (answer.piece) return answer.piece;
  }
  return null;
}
