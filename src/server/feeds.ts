import type { Backend } from '../backend/backend.ts';
import { FEED_ITEMS, robotsTxt, rssFeed, sitemap, type SitemapEntry } from '../domain/feeds.ts';
import { publishedSearchIndex } from '../backend/search-index.ts';
import { SEARCH_INDEX_PATH } from '../domain/search/search-index.ts';
import { CATEGORY_PAGES, pieceUrlPath, STATIC_PAGES } from '../domain/site-routes.ts';
import type { ContentPiece } from '../domain/types.ts';

/** A feed's body and type, or null when `pathname` is not a feed. */
export interface Feed {
  type: string;
  body: string;
}

/** The newest of these dates, else null. */
const newest = (dates: readonly (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/** Every published essay, dispatch and prompt. */
async function publishedLists(backend: Backend) {
  const [essays, dispatches, prompts] = await Promise.all([
    backend.content.listEssays(),
    backend.content.listDispatches(),
    backend.content.listPrompts(),
  ]);
  return { essays, dispatches, prompts };
}

/** Every published address with when it last changed: home, pages, categories and pieces. */
async function sitemapEntries(backend: Backend): Promise<SitemapEntry[]> {
  const { essays, dispatches, prompts } = await publishedLists(backend);
  const pieces: ContentPiece[] = [
    ...essays.map((item) => ({ kind: 'essay' as const, item })),
    ...dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
    ...prompts.map((item) => ({ kind: 'prompt' as const, item })),
  ];
  return [
    // The home page lists the essays and dispatches: it changes when they do.
    { path: '/', lastModified: newest([...essays, ...dispatches].map((p) => p.updatedAt)) },
    ...STATIC_PAGES.map((path) => ({ path })),
    ...CATEGORY_PAGES.map((path) => ({ path })),
    ...pieces.map((piece) => ({ path: pieceUrlPath(piece), lastModified: piece.item.updatedAt })),
  ];
}

/**
 * /rss.xml (the newest essays and dispatches), /sitemap.xml (every published address),
 * /robots.txt and /search-index.json (the search's index of everything published), from
 * published content, every address absolute on `site`; null for any other path.
 */
export async function feedFor(pathname: string, site: string, backend: Backend) {
  switch (pathname) {
    case '/rss.xml': {
      const [essays, dispatches] = await Promise.all([
        backend.content.listEssays({ limit: FEED_ITEMS }),
        backend.content.listDispatches({ limit: FEED_ITEMS }),
      ]);
      const pieces = [
        ...essays.map((item) => ({ kind: 'essay' as const, item })),
        ...dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
      ];
      return { type: 'application/rss+xml; charset=utf-8', body: rssFeed(site, pieces) };
    }
    case '/sitemap.xml':
      return {
        type: 'application/xml; charset=utf-8',
        body: sitemap(site, await sitemapEntries(backend)),
      };
    case '/robots.txt':
      return { type: 'text/plain; charset=utf-8', body: robotsTxt(site) };
    case SEARCH_INDEX_PATH:
      return {
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(await publishedSearchIndex(backend.content, new Date())),
      };
    default:
      return null;
  }
}
