import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { splitPage, type ListQuery, type PageCursor } from '../../../domain/content-query.ts';
import type { ItemOfKind } from '../../../domain/saved-pieces.ts';
import { CONTENT_GROUP, contentKeys } from '../../../stores/content-keys.ts';
import {
  contentStaleTime,
  ON_RECONNECT,
  readList,
  type ListAnswer,
} from '../../../stores/offline-library';

type Longform = 'essay' | 'dispatch';

/** One page of a home list, and the cursor of the next when there is one. */
export interface ListPage<T> extends ListAnswer<T> {
  next?: PageCursor;
}

const publishedAt = (item: { publishedAt: Date | null }) => item.publishedAt;

/**
 * A home list read a page at a time (`size` items, newest first, narrowed to `tag`), for a
 * section with a "more" button. Its first page falls back to the pieces of its kind saved on this
 * device (those with `tag`), and is read again quietly when the connection returns.
 */
export function pagedListQueryOptions<K extends Longform>(options: {
  kind: K;
  /** Which list (its query key's name). */
  name: string;
  size: number;
  tag?: string;
  read: (query: ListQuery) => Promise<ItemOfKind<K>[]>;
}) {
  const { kind, name, size, tag, read } = options;
  const queryKey = contentKeys.list(CONTENT_GROUP[kind], name, { size, tag });
  type Page = ListPage<ItemOfKind<K>>;
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as PageCursor | undefined,
    queryFn: async ({ pageParam, client }): Promise<Page> => {
      // One item more than the page shows: it says whether there is a next page.
      const readPage = () => read({ tag, limit: size + 1, after: pageParam });
      if (pageParam)
        return { source: 'network', ...splitPage(await readPage(), size, publishedAt) };
      const shown = client.getQueryData<InfiniteData<Page>>(queryKey)?.pages[0];
      const answer = await readList(kind, readPage, {
        keep: (item) => tag === undefined || item.tags.includes(tag),
        shown,
      });
      return answer.source === 'network'
        ? { source: 'network', ...splitPage(answer.items, size, publishedAt) }
        : answer;
    },
    getNextPageParam: (last: Page) => last.next,
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });
}
