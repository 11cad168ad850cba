import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contentKeys } from '../content-keys.ts';
import type { AnswerSource } from './backend-or-saved.ts';

/** How long the backend's answer counts as fresh: a screen shown again within it reads nothing. */
export const FRESH_FOR_MS = 60_000;

/**
 * What a content query does when the connection returns (its `meta`): a list reads again quietly,
 * keeping what it shows until the answer arrives; a piece page reads again only when it could not
 * show its piece (a failed read, or "Not available offline yet"), never under a visitor reading
 * the saved copy.
 */
export const ON_RECONNECT = {
  refresh: { reconnect: 'refresh' },
  retryUnshown: { reconnect: 'retry-unshown' },
} as const;

/** The answer a query holds (an infinite list's first page), as readPiece, readList or readItem give it. */
function answerOf(data: unknown): { source?: AnswerSource } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const pages = (data as { pages?: unknown }).pages;
  return (Array.isArray(pages) ? pages[0] : data) as { source?: AnswerSource } | undefined;
}

/**
 * A content query's staleTime: the backend's answer is fresh for a minute; one from the device is
 * stale at once, so the next screen that shows it asks the backend again.
 */
export function contentStaleTime(query: { state: { data: unknown } }): number {
  return answerOf(query.state.data)?.source === 'network' ? FRESH_FOR_MS : 0;
}

function wantsRefresh(query: Query): boolean {
  switch (query.meta?.reconnect) {
    case ON_RECONNECT.refresh.reconnect:
      return true;
    case ON_RECONNECT.retryUnshown.reconnect:
      return query.state.status === 'error' || answerOf(query.state.data)?.source === 'not-saved';
    default:
      return false;
  }
}

/**
 * Each time the browser says it is back online, the content queries on screen whose `meta` asks
 * for it read again. TanStack's own refetchOnReconnect is off (query-client.ts): its online state
 * starts as "online" even in a page loaded offline, so it would miss that first return.
 */
export function useRefreshOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () =>
      void queryClient.refetchQueries({
        queryKey: contentKeys.all,
        type: 'active',
        predicate: wantsRefresh,
      });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);
}

/** Mounts useRefreshOnReconnect once, inside the app's QueryClientProvider. */
export function RefreshOnReconnect(): null {
  useRefreshOnReconnect();
  return null;
}
