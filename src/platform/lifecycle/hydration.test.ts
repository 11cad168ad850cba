import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerData, type ServerState } from './hydration.ts';

const MINUTE = 60_000;

/** What a server put in a page: each key's data, read so many ms ago. */
function servedState(ages: Record<string, number>): ServerState {
  const server = new QueryClient();
  for (const [key, age] of Object.entries(ages))
    server.setQueryData([key], `${key} as served`, { updatedAt: Date.now() - age });
  return { queries: dehydrate(server), origin: 'https://edge.example' };
}

/** A component's query of `key`: mounted (subscribed) at once, its reads counted. */
function mount(client: QueryClient, key: string) {
  const read = vi.fn(async () => `${key} read again`);
  const observer = new QueryObserver(client, { queryKey: [key], queryFn: read, staleTime: MINUTE });
  const unsubscribe = observer.subscribe(() => {});
  return { read, unsubscribe };
}

describe('hydrateServerData', () => {
  it('reads nothing while the page settles, then reads again what is older than a minute', async () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const client = new QueryClient();
    hydrateServerData(client, servedState({ old: 5 * MINUTE, new: 1000 }), settled);
    const old = mount(client, 'old');
    const fresh = mount(client, 'new');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A page from a CDN's cache, five minutes old: drawn from what it carries.
    expect(old.read).not.toHaveBeenCalled();
    expect(client.getQueryData(['old'])).toBe('old as served');

    settle();
    await vi.waitFor(() => expect(client.getQueryData(['old'])).toBe('old read again'));
    expect(old.read).toHaveBeenCalledTimes(1);
    // A second old: still fresh.
    expect(fresh.read).not.toHaveBeenCalled();
    old.unsubscribe();
    fresh.unsubscribe();
  });
});
