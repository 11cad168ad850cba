import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useBackend } from '../../backend/backend-context.tsx';
import type { Essay } from '../../domain/types.ts';
import type { ItemAnswer } from '../../stores/offline-library';
import { featuredEssayQueryOptions, homeEssaysQueryOptions } from './api/get-home-essays.ts';
import type { ListPage } from './api/paged-list.ts';

/** A home list's reads: its pages, the piece shown first whatever its date, and Retry. */
export interface HomeList<T> {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  featured?: UseQueryResult<ItemAnswer<T>>;
  /** Reads again from a loading state (after a failure). */
  retry: () => void;
}

/** The home page's essays, shared by the hero and the essays section: one read, not two. */
export function useHomeEssays(): HomeList<Essay> {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const listOptions = homeEssaysQueryOptions(backend);
  const featuredOptions = featuredEssayQueryOptions(backend);
  return {
    list: useInfiniteQuery(listOptions),
    featured: useQuery(featuredOptions),
    retry: () => {
      void queryClient.resetQueries({ queryKey: listOptions.queryKey });
      void queryClient.resetQueries({ queryKey: featuredOptions.queryKey });
    },
  };
}
