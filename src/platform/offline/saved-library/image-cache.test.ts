// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheImageStore } from './image-cache.ts';

/** A Cache API holding `kept` (URL to body), as the saved-images cache would. */
function stubCaches(kept: Record<string, string>) {
  const cache = {
    match: async (url: string) => (url in kept ? new Response(kept[url]) : undefined),
  };
  vi.stubGlobal('caches', { open: async () => cache });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cacheImageStore.measure', () => {
  const here = (path: string) => `${window.location.origin}${path}`;

  it('counts kept images by their size and the others by what a HEAD request says', async () => {
    stubCaches({ [here('/media/kept.svg')]: 'x'.repeat(300) });
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      expect(init?.method).toBe('HEAD');
      return url.endsWith('/media/new.png')
        ? new Response(null, { headers: { 'content-length': '2048' } })
        : new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    const bytes = await cacheImageStore.measure([
      here('/media/kept.svg'),
      here('/media/new.png'),
      here('/media/gone.png'),
      // A host the site may show but not fetch: never asked, counted 0 as keep() counts it.
      'https://images.example.com/photo.jpg',
    ]);
    expect(bytes).toBe(300 + 2048);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      here('/media/new.png'),
      here('/media/gone.png'),
    ]);
  });

  it('counts an image it cannot ask about (offline) as 0', async () => {
    stubCaches({});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await cacheImageStore.measure([here('/media/a.png')])).toBe(0);
  });
});
