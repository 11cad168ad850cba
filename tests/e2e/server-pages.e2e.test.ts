import { describe, expect, it } from 'vitest';
import { url } from './support/browser.ts';

// The demo build has no server: its build prerendered what its seed publishes. What a crawler or
// a link preview gets from it: plain HTTP, no JavaScript (the Firebase build's function is held
// to the same in tests/e2e-firebase/server-pages.e2e.test.ts).

const get = (path: string) => fetch(url(path), { redirect: 'manual' });
const metaOf = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`))?.[1];

describe('prerendered pages of the demo build', () => {
  it("an essay's file carries its text, head, social tags, JSON-LD and data", async () => {
    const answer = await get('/essays/the-edge-dilemma');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>The EDGE Dilemma | EDGE Navigator</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/essays\/the-edge-dilemma"/);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<h1[^>]*>The EDGE Dilemma<\/h1>/);
    expect(html).toContain('<script type="application/json" id="edge-state">');
  });

  it('the home page, a category page and a guide arrive drawn, with their text', async () => {
    expect(await (await get('/')).text()).toMatch(/id="essays"[\s\S]*The EDGE Dilemma/);
    expect(await (await get('/prompts/edge-co-pilots')).text()).toMatch(/<h1[^>]*>/);
    const guide = await (await get('/five-capabilities')).text();
    expect(guide).toContain('<title>The Five Capabilities of Executive Intelligence Engineering');
  });

  it('pages drawn for the visitor (sign-in, account) are the bare shell', async () => {
    const html = await (await get('/auth')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="edge-state"');
  });

  it('serves /rss.xml, /sitemap.xml and robots.txt from what the seed publishes', async () => {
    const rss = await (await get('/rss.xml')).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toMatch(/<link>http:\/\/[^<]+\/essays\/the-edge-dilemma<\/link>/);
    expect(rss).not.toContain('draft-board-briefing');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toMatch(
      /<loc>http:\/\/[^<]+\/prompts\/detail\/build-an-ai-chief-of-staff<\/loc>/,
    );
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });
});
