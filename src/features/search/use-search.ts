import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { searchDocOf, type SearchDoc } from '../../domain/search/search-index.ts';
import { offlineShare } from '../../domain/search/search-results.ts';
import { termsOf } from '../../domain/search/search-text.ts';
import { useOfflineLibrary } from '../../stores/offline-library';
import { useOnline } from '../../ui/use-online.ts';
import { searchIndexQueryOptions } from './api/get-search-index.ts';
import { createSearchEngine, type SearchResult } from './engine.ts';

/** How many results a search shows. */
export const RESULTS_SHOWN = 20;

/** What the search panel shows for a query. */
export interface SearchState {
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  /** The results to show, best first (offline: only those the device keeps). */
  results: SearchResult[];
  /** Every result the search could show (offline: those the device keeps). */
  total: number;
  /** Offline: results the device does not keep; null when the search does not know them. */
  needConnection: number | null;
  offline: boolean;
  /** The query's words, for marking the word being typed. */
  terms: string[];
}

/**
 * Every piece the search knows: those this device keeps (all their words), and the rest of the
 * index (the words each uses most).
 */
function knownDocs(index: readonly SearchDoc[], saved: readonly SearchDoc[]): SearchDoc[] {
  const keys = new Set(saved.map((doc) => doc.key));
  return [...saved, ...index.filter((doc) => !keys.has(doc.key))];
}

/**
 * Searches as the query is typed: the index (read on first use), plus the pieces the device
 * keeps; offline, only those open, and how many more results need a connection.
 */
export function useSearch(query: string): SearchState {
  const backend = useBackend();
  const index = useQuery(searchIndexQueryOptions(backend));
  const library = useOfflineLibrary();
  const online = useOnline();
  const saved = useMemo(
    () => library.pieces.map((entry) => searchDocOf(entry.piece)),
    [library.pieces],
  );
  const savedKeys = useMemo(() => new Set(saved.map((doc) => doc.key)), [saved]);
  const engine = useMemo(
    () => (index.data ? createSearchEngine(knownDocs(index.data.docs, saved)) : null),
    [index.data, saved],
  );
  const found = useMemo(() => engine?.search(query) ?? [], [engine, query]);
  const terms = useMemo(() => termsOf(query), [query]);

  const base = { retry: () => void index.refetch(), terms, offline: !online };
  if (!engine) {
    return {
      ...base,
      status: index.isError ? 'error' : 'loading',
      results: [],
      total: 0,
      needConnection: null,
    };
  }
  if (online) {
    return {
      ...base,
      status: 'ready',
      results: found.slice(0, RESULTS_SHOWN),
      total: found.length,
      needConnection: null,
    };
  }
  const keyed = found.map((result) => ({ ...result, key: result.doc.key }));
  const { available, needConnection } = offlineShare(keyed, savedKeys);
  return {
    ...base,
    status: 'ready',
    results: available.slice(0, RESULTS_SHOWN),
    total: available.length,
    // Without the index, the search does not know what the device lacks.
    needConnection: index.data?.source === 'none' ? null : needConnection,
  };
}
