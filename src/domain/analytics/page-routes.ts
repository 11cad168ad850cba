import { CATEGORY_PAGES, STATIC_PAGES } from '../site-routes.ts';
import { PROMPT_ENGINEERING_PATH } from '../site-paths.ts';

/**
 * Which page of the site a recorded path is, so a day's per-page counts stay bounded: a visitor
 * (or anyone calling recordEvent) can send any path up to 2,048 characters, and each distinct
 * one used to become a key of that day's rollup document until it outgrew Firestore's 1 MiB.
 * Now a path counts under its page: a fixed page of the route table (src/app/routes.tsx; a test
 * there keeps this list in step), or a content page whose slug is published; anything else
 * counts under one 'other' entry. At most the fixed pages, the published pieces and 'other'.
 */

/** The key of every path that is not one of the site's pages. */
export const OTHER_PAGES = 'other';

/** How the Analytics tab names the 'other' entry. */
export const OTHER_PAGES_LABEL = 'Other pages';

/** The published slugs a content page may name, per kind (drafts and unknown slugs are 'other'). */
export interface KnownSlugs {
  essays: ReadonlySet<string>;
  dispatches: ReadonlySet<string>;
  prompts: ReadonlySet<string>;
}

/** No slug known: every content page is 'other'. */
export const NO_KNOWN_SLUGS: KnownSlugs = {
  essays: new Set(),
  dispatches: new Set(),
  prompts: new Set(),
};

/** The fixed pages of the route table, as recorded (no trailing slash; sub-pages folded). */
export const FIXED_PAGES: readonly string[] = [
  '/',
  '/auth',
  '/admin',
  '/confirm-subscription',
  '/unsubscribe',
  '/subscription-success',
  PROMPT_ENGINEERING_PATH,
  ...STATIC_PAGES,
  '/account',
  '/offline',
  '/search',
  '/learn',
  ...CATEGORY_PAGES,
];

const FIXED = new Set(FIXED_PAGES);

/** Routes whose sub-paths are one page: the CMS's tabs, the one-click unsubscribe. */
const FOLDED: ReadonlyArray<[prefix: string, page: string]> = [
  ['/admin/', '/admin'],
  ['/unsubscribe/', '/unsubscribe'],
];

/** Content routes with a slug: the prefix and which published slugs it may name. */
const CONTENT: ReadonlyArray<[prefix: string, kind: keyof KnownSlugs]> = [
  ['/essays/', 'essays'],
  ['/dispatches/', 'dispatches'],
  ['/prompts/detail/', 'prompts'],
];

/**
 * The page a recorded path is: its pathname (no query or fragment), lower-cased (the router
 * matches without case) and without a trailing slash; then a fixed page, a content page of a
 * published slug (`/essays/{slug}`, `/dispatches/{slug}`, `/prompts/detail/{slug}`, or
 * `/{slug}` for any published piece), or OTHER_PAGES.
 */
export function pageRoute(path: string, known: KnownSlugs): string {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const pathname = trimmed === '' ? '/' : trimmed;
  if (FIXED.has(pathname)) return pathname;
  for (const [prefix, page] of FOLDED) {
    if (pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/')) return page;
  }
  for (const [prefix, kind] of CONTENT) {
    if (!pathname.startsWith(prefix)) continue;
    const slug = pathname.slice(prefix.length);
    return known[kind].has(slug) ? pathname : OTHER_PAGES;
  }
  const slug = pathname.slice(1);
  const anyKind = known.essays.has(slug) || known.dispatches.has(slug) || known.prompts.has(slug);
  return anyKind ? pathname : OTHER_PAGES;
}

/** Whether a path names a slug no fixed page matches (a lookup may know it once refreshed). */
export function namesUnknownSlug(path: string, known: KnownSlugs): boolean {
  return (
    pageRoute(path, known) === OTHER_PAGES && /^\/[a-z0-9/-]+$/i.test(path.split(/[?#]/)[0] ?? '')
  );
}
