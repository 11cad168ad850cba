import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDispatches, seedEssays, seedPrompts } from '../../src/backend/seed/index.ts';
import { url } from '../e2e/support/browser.ts';
import { resetAndSeed } from './support/emulators.ts';

// What a crawler or a link preview gets on the Firebase build: plain HTTP, no JavaScript, each
// address answered as Hosting answers it (files, rewrites, and renderPage on the Functions
// emulator reading the seeded Firestore emulator through the Admin SDK).

/** The site's address on the emulators' project (its SITE_URL parameter): what pages name. */
const SITE = /^SITE_URL=(.+)$/m.exec(
  readFileSync(resolve(import.meta.dirname, '../../functions/.env.demo-edge-navigator'), 'utf8'),
)![1]!;
const site = (path: string) => new URL(path, SITE).href;

beforeAll(async () => {
  await resetAndSeed();
});

const essay = seedEssays.find((e) => e.slug === 'the-edge-dilemma')!;
const draft = seedEssays.find((e) => e.status === 'draft')!;
const dispatch = seedDispatches.find((d) => d.status === 'published')!;
const prompt = seedPrompts.find((p) => p.status === 'active')!;

/** GET without following redirects, as a crawler's first request. */
const get = (path: string) => fetch(url(path), { redirect: 'manual' });

/** The preview tags of an HTML page, as name → content. */
async function previewOf(answer: Response) {
  const html = await answer.text();
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(m[1]!, m[2]!);
  }
  return {
    html,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    meta,
    jsonLd: html.includes('<script type="application/ld+json">'),
  };
}

describe('share previews without JavaScript', () => {
  it("an essay's page carries its text, title, canonical, og, twitter and JSON-LD", async () => {
    const answer = await get(`/essays/${essay.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate/);
    const page = await previewOf(answer);
    expect(page.title).toBe(`${essay.title} | EDGE Navigator`);
    expect(page.canonical).toBe(site(`/essays/${essay.slug}`));
    expect(page.meta.get('og:title')).toBe(essay.ogTitle || essay.title);
    expect(page.meta.get('og:type')).toBe('article');
    expect(page.meta.get('og:url')).toBe(site(`/essays/${essay.slug}`));
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.jsonLd).toBe(true);
    expect(page.html).toContain(`>${essay.title}</h1>`);
  });

  it('a dispatch and a prompt page carry their own previews', async () => {
    const dispatchPage = await previewOf(await get(`/dispatches/${dispatch.slug}`));
    expect(dispatchPage.title).toBe(`${dispatch.metaTitle || dispatch.title} | EDGE Navigator`);
    expect(dispatchPage.canonical).toBe(site(`/dispatches/${dispatch.slug}`));
    const promptPage = await previewOf(await get(`/prompts/detail/${prompt.slug}`));
    expect(promptPage.title).toBe(`${prompt.metaTitle || prompt.title} | EDGE Navigator`);
    expect(promptPage.meta.get('og:type')).toBe('article');
  });

  it("?essay= and ?prompt= links preview the piece, canonical to the piece's page", async () => {
    const shared = await previewOf(await get(`/?essay=${essay.id}`));
    expect(shared.title).toBe(`${essay.title} | EDGE Navigator`);
    expect(shared.canonical).toBe(site(`/essays/${essay.slug}`));
    const sharedPrompt = await previewOf(await get(`/?prompt=${prompt.id}`));
    expect(sharedPrompt.title).toBe(`${prompt.metaTitle || prompt.title} | EDGE Navigator`);
    expect(sharedPrompt.canonical).toBe(site(`/prompts/detail/${prompt.slug}`));
  });

  it('names the configured site, never the host the request came through', async () => {
    // The host here forwards its own address (X-Forwarded-Host), as Hosting does.
    expect(new URL(url('/')).origin).not.toBe(new URL(SITE).origin);
    const page = await previewOf(await get(`/essays/${essay.slug}`));
    expect(page.html).not.toContain(new URL(url('/')).host);
    // Sent as it is (fetch would read it as an address on another host).
    const sneaky = await new Promise<IncomingMessage>((done, fail) => {
      const { hostname, port } = new URL(url('/'));
      request({ hostname, port, path: `//evil.example/essays/${essay.slug}` }, done)
        .on('error', fail)
        .end();
    });
    sneaky.resume();
    expect(sneaky.statusCode).toBe(301);
    expect(sneaky.headers.location).toBe(`/evil.example/essays/${essay.slug}`);
  });
});

describe('answers for what is not published', () => {
  it('redirects a draft and an unknown slug home, as the app does', async () => {
    for (const path of [`/essays/${draft.slug}`, `/${draft.slug}`, '/no-such-piece-anywhere']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(302);
      expect(new URL(answer.headers.get('location')!, url('/')).pathname, path).toBe('/');
    }
  });

  it('answers an unknown category with the 404 page and its status', async () => {
    const answer = await get('/prompts/no-such-category');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Return to Home');
  });
});

describe('feeds', () => {
  it('/rss.xml lists published essays and dispatches with absolute links, no draft', async () => {
    const answer = await get('/rss.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = await answer.text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain(`<link>${site(`/essays/${essay.slug}`)}</link>`);
    expect(rss).toContain(`<link>${site(`/dispatches/${dispatch.slug}`)}</link>`);
    expect(rss).not.toContain(draft.slug);
  });

  it('/sitemap.xml has every published address with lastmod; robots.txt points to it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site(`/essays/${essay.slug}`)}</loc>`);
    expect(sitemap).toContain(`<loc>${site(`/prompts/detail/${prompt.slug}`)}</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(sitemap).not.toContain(draft.slug);
    // robots.txt is a file of the build, on the site's public address (VITE_SITE_URL, else the
    // project's web.app domain).
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/^Sitemap: https:\/\/demo-edge-navigator\.web\.app\/sitemap\.xml$/m);
  });
});
