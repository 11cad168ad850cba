import { DEFAULT_DESCRIPTION, SITE_NAME } from './page-head.ts';
import { excerptOrFallback } from './content-rules.ts';
import { pieceUrlPath } from './site-routes.ts';
import type { ContentPiece, Dispatch, Essay } from './types.ts';

/** How many of the newest essays and dispatches the feed carries. */
export const FEED_ITEMS = 50;

/** Text made safe for XML character data and attribute values. */
export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // XML 1.0 cannot carry the other control characters (nor lone surrogates): they go.
      // eslint-disable-next-line no-control-regex
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
  );
}

const absolute = (path: string, site: string) => new URL(path, site).toString();
const published = (item: Essay | Dispatch) => item.publishedAt ?? item.createdAt;
const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

type Longform = Extract<ContentPiece, { kind: 'essay' | 'dispatch' }>;

/**
 * The RSS 2.0 feed of the newest essays and dispatches (FEED_ITEMS), newest first, every link
 * absolute on `site` (its origin, e.g. https://edge.example).
 */
export function rssFeed(site: string, pieces: readonly Longform[]): string {
  const items = [...pieces]
    .sort((a, b) => published(b.item).getTime() - published(a.item).getTime())
    .slice(0, FEED_ITEMS);
  const newest = items[0] ? published(items[0].item) : null;
  const entries = items.map(({ kind, item }) => {
    const link = absolute(pieceUrlPath({ kind, item } as ContentPiece), site);
    return [
      '<item>',
      element('title', item.title),
      element('link', link),
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      element('pubDate', published(item).toUTCString()),
      element('description', excerptOrFallback(item.excerpt)),
      element('dc:creator', item.authorName || SITE_NAME),
      element('category', kind === 'essay' ? 'Essays' : 'Dispatches'),
      ...item.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', SITE_NAME),
    element('link', absolute('/', site)),
    element('description', DEFAULT_DESCRIPTION),
    element('language', 'en'),
    `<atom:link href="${xmlEscape(absolute('/rss.xml', site))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest.toUTCString())] : []),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** One address of the sitemap: a path on the site and when it last changed (if known). */
export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
}

/** The sitemap (sitemaps.org 0.9) of these addresses, absolute on `site`, with lastmod. */
export function sitemap(site: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    [
      '<url>',
      element('loc', absolute(path, site)),
      ...(lastModified ? [element('lastmod', lastModified.toISOString())] : []),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the CMS and search results, and where the sitemap is. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /search',
    '',
    `Sitemap: ${absolute('/sitemap.xml', site)}`,
    '',
  ].join('\n');
}
