import type { ContentApi } from '../../../backend/backend.ts';
import { splitPage, type ListQuery, type PageCursor } from '../../../domain/content-query.ts';
import type { ContentPiece } from '../../../domain/types.ts';

/** How many pieces one read of a list asks for. */
export const EVERYTHING_PAGE_SIZE = 50;

const publishedAt = (item: { publishedAt: Date | null }) => item.publishedAt;

/** Every item of a paged list, a page at a time (each page read one longer, to see the next). */
async function allPages<T extends { id: string; publishedAt: Date | null }>(
  read: (query: ListQuery) => Promise<T[]>,
  signal: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  let after: PageCursor | undefined;
  do {
    signal.throwIfAborted();
    const page = splitPage(
      await read({ limit: EVERYTHING_PAGE_SIZE + 1, after }),
      EVERYTHING_PAGE_SIZE,
      publishedAt,
    );
    items.push(...page.items);
    after = page.next;
  } while (after);
  return items;
}

/**
 * Every published essay and dispatch, page by page to the end, and every active prompt (the
 * backend lists those whole): what "Save everything" keeps. Stops with the signal's reason when
 * it is aborted; a failed read rejects with the backend's error.
 *
 * Not a query: it is read once, for one save, and nothing on screen shows it.
 */
export async function listEverything(
  content: ContentApi,
  signal: AbortSignal,
): Promise<ContentPiece[]> {
  const essays = await allPages((q) => content.listEssays(q), signal);
  const dispatches = await allPages((q) => content.listDispatches(q), signal);
  signal.throwIfAborted();
  const prompts = await content.listPrompts();
  signal.throwIfAborted();
  return [
    ...essays.map((item) => ({ kind: 'essay', item }) as const),
    ...dispatches.map((item) => ({ kind: 'dispatch', item }) as const),
    ...prompts.map((item) => ({ kind: 'prompt', item }) as const),
  ];
}
