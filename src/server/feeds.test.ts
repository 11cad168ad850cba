import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, respond, type RenderContext } from './render-page.tsx';
import { SITE, testRenderContext } from './testing.ts';

// The server's feeds and indexes (feeds.ts), as `respond` answers them.

let context: RenderContext;

beforeAll(() => {
  context = testRenderContext();
});

const get = (path: string) => respond(new URL(path, SITE), context);

describe('respond: feeds', () => {
  it('serves /rss.xml, /sitemap.xml and /robots.txt with absolute links, cached like pages', async () => {
    const rss = await get('/rss.xml');
    expect(rss.headers['Content-Type']).toMatch(/^application\/rss\+xml/);
    expect(rss.headers['Cache-Control']).toBe(CACHE_CONTROL.page);
    expect(rss.body).toContain(`<link>${SITE}/essays/the-edge-dilemma</link>`);
    expect(rss.body).not.toContain('draft-board-briefing');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${SITE}/essays/the-edge-dilemma</loc>`);
    expect(sitemap.body).toContain(`<loc>${SITE}/five-capabilities</loc>`);
    expect(sitemap.body).not.toContain('draft-board-briefing');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves /search-index.json of published pieces, cached like pages; /search is the shell, noindex', async () => {
    const index = await get('/search-index.json');
    expect(index.headers['Content-Type']).toMatch(/^application\/json/);
    expect(index.headers['Cache-Control']).toBe(CACHE_CONTROL.page);
    const paths = JSON.parse(index.body).rows.map((row: unknown[]) => row[2]);
    expect(paths).toContain('/essays/the-edge-dilemma');
    expect(paths).not.toContain('/essays/draft-board-briefing');
    const search = await get('/search?q=board');
    expect(search.headers['X-Robots-Tag']).toBe('noindex');
    expect(search.body).not.toContain('board');
  });
});
