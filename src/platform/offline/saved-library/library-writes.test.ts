import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { essay } from '../../../backend/seed/helpers.ts';
import type { ContentPiece } from '../../../domain/types.ts';
import { dropPieces, savePiece, type LibraryStorage } from './library-writes.ts';
import type { PageStore } from './page-cache.ts';
import { pieceRecords } from './piece-records.ts';

let clock = 0;
const ORIGIN = 'https://edge.example';

/** A library in a fresh database, with images and pages kept in memory. */
function library(limit = 10 * 1024 * 1024) {
  const pages = new Map<string, string>();
  const pageStore: PageStore = {
    async keep(url, page) {
      const html = await page.text();
      pages.set(url, html);
      return html.length;
    },
    match: async (url) => (pages.has(url) ? new Response(pages.get(url)) : undefined),
    async drop(urls) {
      for (const url of urls) pages.delete(url);
    },
  };
  const storage: LibraryStorage = {
    records: pieceRecords(`edge-offline-test-${Math.random()}`),
    images: { keep: async () => 0, drop: async () => {} },
    pages: pageStore,
    limit,
    now: () => new Date(Date.UTC(2026, 10, 1) + ++clock * 60_000),
    origin: ORIGIN,
  };
  return { storage, pages };
}

function piece(slug: string, updated = '2026-06-02'): ContentPiece {
  const item = essay({
    id: `id-${slug}`,
    title: slug,
    slug,
    content: 'Text.',
    publishedOn: '2026-06-01',
    category: 'general',
  });
  return { kind: 'essay', item: { ...item, updatedAt: new Date(`${updated}T00:00:00Z`) } };
}

const page = (path: string, html: string) => ({
  url: `${ORIGIN}${path}`,
  response: new Response(html),
});

describe("the library's writes, the page's and the worker's", () => {
  it("keeps a piece's pages with it, and counts them in its size", async () => {
    const { storage, pages } = library();
    await savePiece(storage, piece('a'), { page: page('/essays/a', 'x'.repeat(3000)) });
    const [entry] = await savePiece(storage, piece('a'), { page: page('/a', 'y'.repeat(2000)) });
    expect(entry?.pages).toEqual([
      { url: `${ORIGIN}/essays/a`, bytes: 3000 },
      { url: `${ORIGIN}/a`, bytes: 2000 },
    ]);
    expect(entry!.bytes).toBeGreaterThan(5000);
    expect([...pages.keys()]).toEqual([`${ORIGIN}/essays/a`, `${ORIGIN}/a`]);
  });

  it("keeps the pages when the page saves the same version again, and drops an old version's", async () => {
    const { storage, pages } = library();
    await savePiece(storage, piece('a'), { page: page('/essays/a', 'old') });
    const [same] = await savePiece(storage, piece('a'), {});
    expect(same?.pages).toHaveLength(1);
    const [newer] = await savePiece(storage, piece('a', '2026-07-01'), {});
    expect(newer?.pages).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('changes nothing for a page older than the copy saved (a cache kept it)', async () => {
    const { storage, pages } = library();
    await savePiece(storage, piece('a', '2026-07-01'), {});
    const [entry] = await savePiece(storage, piece('a', '2026-06-02'), {
      page: page('/essays/a', 'stale'),
    });
    expect(entry?.piece.item.updatedAt).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(pages.size).toBe(0);
  });

  it('lets the pages go with their piece: removed, or evicted past the limit', async () => {
    const { storage, pages } = library(10_000);
    await savePiece(storage, piece('a'), { page: page('/essays/a', 'x'.repeat(6000)) });
    // A newer piece of 6 KB: past 10 KB, the older one goes, its page with it.
    const after = await savePiece(storage, piece('b'), {
      page: page('/essays/b', 'y'.repeat(6000)),
    });
    expect(after.map((p) => p.key)).toEqual(['essay:b']);
    expect([...pages.keys()]).toEqual([`${ORIGIN}/essays/b`]);
    expect(await dropPieces(storage, after, new Set(['essay:b']))).toEqual([]);
    expect(pages.size).toBe(0);
  });
});
