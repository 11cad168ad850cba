import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSearchIndex } from './search-index.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchSearchIndex', () => {
  it("reads the site's /search-index.json, revalidated and without credentials", async () => {
    const file = { format: 1, builtAt: '2026-11-01T00:00:00.000Z', rows: [] };
    const fetch = vi.fn(async () => Response.json(file));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchSearchIndex()).toEqual(file);
    expect(fetch).toHaveBeenCalledWith('/search-index.json', {
      cache: 'no-cache',
      credentials: 'omit',
    });
  });

  it("fails 'unavailable' with no connection, 'internal' on a bad answer", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchSearchIndex()).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The search index could not be fetched: offline?',
    });
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await expect(fetchSearchIndex()).rejects.toMatchObject({
      code: 'internal',
      message: 'The search index answered 404',
    });
  });
});
