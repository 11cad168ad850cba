import { sortEssaysForHome } from '../../domain/content-rules.ts';
import { savedListNote } from '../../domain/saved-pieces.ts';
import type { Dispatch, Essay } from '../../domain/types.ts';
import { useOnline } from '../../ui/use-online.ts';
import type { HomeList } from './use-home-lists.ts';

// Apart from the lists' reads (use-home-lists.ts), which the hero shares: only the sections
// below the fold draw cards, and their code comes after the first screen (below-the-fold.tsx).

/** What a section's "more" button does and shows. */
export interface MoreItems {
  load: () => void;
  loading: boolean;
  failed: boolean;
}

/** What a home list section shows. */
export type CardList<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'success'; items: T[]; note?: string; more?: MoreItems };

/**
 * A home list as its section shows it: loading until the first page (and the featured piece)
 * answer; Retry when the first read failed; else the pieces in home order ('The EDGE Dilemma'
 * first, then newest), with a note when they are the copies saved on this device, and the next
 * page when there is one. A failed refresh keeps what is shown.
 */
export function useCardList<T extends Essay | Dispatch>(
  { list, featured, retry }: HomeList<T>,
  plural: string,
): CardList<T> {
  const online = useOnline();
  const pages = list.data?.pages;
  if (!pages || featured?.isPending) {
    return !pages && list.isError
      ? { status: 'error', error: list.error, retry }
      : { status: 'loading' };
  }
  // The featured piece may be on a page too.
  const byId = new Map<string, T>();
  for (const item of [featured?.data?.item, ...pages.flatMap((page) => page.items)]) {
    if (item && !byId.has(item.id)) byId.set(item.id, item);
  }
  return {
    status: 'success',
    items: sortEssaysForHome([...byId.values()]),
    note: pages[0]?.source === 'saved' ? savedListNote(plural, online) : undefined,
    more: list.hasNextPage
      ? {
          load: () => void list.fetchNextPage(),
          loading: list.isFetchingNextPage,
          failed: list.isFetchNextPageError,
        }
      : undefined,
  };
}
