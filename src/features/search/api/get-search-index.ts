import { queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { BackendError, isBackendError } from '../../../domain/errors.ts';
import { readSearchIndex, type SearchDoc } from '../../../domain/search/search-index.ts';
import { indexCopy, keepIndexCopy } from './device-copy.ts';

/** Where the search's documents came from. */
export type IndexSource = 'live' | 'copy' | 'none';

export interface SearchIndexAnswer {
  docs: SearchDoc[];
  source: IndexSource;
}

/**
 * The search index, read when the search first opens: the backend's (kept on the device as it
 * comes), else the device's copy, else none when there is no connection (the search then looks
 * only at the pieces the device keeps). Another failure with no copy stands (the panel offers
 * Retry).
 */
export function searchIndexQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: ['search', 'index'] as const,
    queryFn: async (): Promise<SearchIndexAnswer> => {
      try {
        const file = await backend.search.index();
        const docs = readSearchIndex(file);
        if (!docs) throw new BackendError('internal', 'The search index is not of this version');
        void keepIndexCopy(file);
        return { docs, source: 'live' };
      } catch (error) {
        const copy = await indexCopy();
        if (copy) return { docs: copy, source: 'copy' };
        if (isBackendError(error) && error.code === 'unavailable')
          return { docs: [], source: 'none' };
        throw error;
      }
    },
    // Fresh for a minute, as content is: opening the search again soon reads nothing.
    staleTime: 60_000,
  });
}
