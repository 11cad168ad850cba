import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. The backend itself reports the network (every call fails with
 * 'unavailable' while offline, and the screens then fall back to what is saved on the device),
 * so queries and mutations always run instead of pausing while the browser says it is offline,
 * and a failure reaches the screen at once rather than after TanStack's three retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
