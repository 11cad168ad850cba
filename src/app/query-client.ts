import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. The backend itself reports the network (every call fails with
 * 'unavailable' while offline, and the content reads then answer from what is saved on the
 * device), so queries and mutations always run instead of pausing while the browser says it is
 * offline, and a failure reaches the screen at once rather than after TanStack's three retries.
 * Reading again when the connection returns is the content layer's (RefreshOnReconnect in
 * stores/offline-library): TanStack's online state starts as "online" even in a page loaded
 * offline and would miss that first return, and refetching twice would read twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 60_000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
