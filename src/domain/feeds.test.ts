// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FEED_ITEMS, robotsTxt, rssFeed, sitemap, xmlEscape } from './feeds.ts';
import type { ContentPiece, Dispatch, Essay } from './types.ts';

const site = 'https://edge.example';
/** A published piece with what a feed reads (the rest of the type does not matter here). */
const piece = (id: string, day: string) => ({
  id,
  slug: id,
  title: `Title of ${id}`,
  excerpt: `The excerpt of ${id}.`,
  publishedAt: new Date(`${day}T09:00:00.000Z`),
  createdAt: new Date(`${day}T08:00:00.000Z`),
  updatedAt: new Date(`${day}T09:00:00.000Z`),
  authorName: 'Alex Admin',
  tags: ['leadership', 'ai'],
});
const essays = [
  piece('essay-earlier', '2026-10-01'),
  piece('essay-later', '2026-10-05'),
] as Essay[];
const dispatches = [
  piece('dispatch-earlier', '2026-10-02'),
  piece('dispatch-later', '2026-10-09'),
] as Dispatch[];
const pieces = [
  ...essays.map((item) => ({ kind: 'essay' as const, item })),
  ...dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
];

/** Parses XML as a browser does; a document that is not well-formed has a parsererror. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The text of the unprefixed elements `selector` finds (atom:link is not the channel link). */
const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)]
    .filter((node) => node.prefix === null)
    .map((node) => node.textContent);

describe('rssFeed', () => {
  it('is RSS 2.0 well-formed XML with the channel and one item per essay and dispatch', () => {
    const doc = parseXml(rssFeed(site, pieces));
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(doc, 'channel > title')).toEqual(['EDGE Navigator']);
    expect(texts(doc, 'channel > link')).toEqual(['https://edge.example/']);
    expect(doc.querySelectorAll('item')).toHaveLength(pieces.length);
  });

  it('lists the newest first, with absolute links, guids, dates and excerpts', () => {
    const doc = parseXml(rssFeed(site, pieces));
    expect(texts(doc, 'item > link')).toEqual([
      'https://edge.example/dispatches/dispatch-later',
      'https://edge.example/essays/essay-later',
      'https://edge.example/dispatches/dispatch-earlier',
      'https://edge.example/essays/essay-earlier',
    ]);
    expect(texts(doc, 'item > guid')).toEqual(texts(doc, 'item > link'));
    const first = doc.querySelector('item')!;
    expect(first.querySelector('pubDate')?.textContent).toBe('Fri, 09 Oct 2026 09:00:00 GMT');
    expect(first.querySelector('description')?.textContent).toBe('The excerpt of dispatch-later.');
  });

  it('links the prompt engineering essay to its own page', () => {
    const essay: Essay = { ...essays[0]!, slug: 'prompt-engineering' };
    const doc = parseXml(rssFeed(site, [{ kind: 'essay', item: essay }]));
    expect(texts(doc, 'item > link')).toEqual([
      'https://edge.example/engineering/prompt-engineering',
    ]);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    const essay: Essay = { ...essays[0]!, title: 'R&D <b>"now"</b>\u0001' };
    const doc = parseXml(rssFeed(site, [{ kind: 'essay', item: essay }]));
    expect(texts(doc, 'item > title')).toEqual(['R&D <b>"now"</b>']);
  });

  it(`carries at most the ${FEED_ITEMS} newest`, () => {
    const many: ContentPiece[] = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => ({
      kind: 'dispatch',
      item: {
        ...dispatches[0]!,
        id: `d${i}`,
        slug: `d-${i}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      } satisfies Dispatch,
    }));
    const doc = parseXml(rssFeed(site, many as Parameters<typeof rssFeed>[1]));
    expect(doc.querySelectorAll('item')).toHaveLength(FEED_ITEMS);
    expect(texts(doc, 'item > link')[0]).toBe(
      `https://edge.example/dispatches/d-${FEED_ITEMS + 4}`,
    );
  });
});

describe('sitemap', () => {
  it('is a well-formed urlset with absolute locations and lastmod where known', () => {
    const doc = parseXml(
      sitemap(site, [
        { path: '/', lastModified: new Date('2026-10-05T09:00:00Z') },
        { path: '/five-capabilities' },
      ]),
    );
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(doc, 'url > loc')).toEqual([
      'https://edge.example/',
      'https://edge.example/five-capabilities',
    ]);
    expect(texts(doc, 'url > lastmod')).toEqual(['2026-10-05T09:00:00.000Z']);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the CMS and names the sitemap by its absolute address', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /search');
    expect(robots).toContain('Sitemap: https://edge.example/sitemap.xml');
  });
});

describe('xmlEscape', () => {
  it('escapes the five XML specials', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
