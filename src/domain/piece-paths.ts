/**
 * The addresses a piece is read at (public-site.md section 2): its own, by kind, and /{slug}.
 * The service worker keeps the page of each as it passes (src/pwa/worker/); the app's route
 * table (app/routes.tsx) is the same, and a test holds the two together.
 */
import { isContentSlug } from './slug-lookup.ts';
import { PROMPT_ENGINEERING_PATH } from './site-paths.ts';
import { PROMPT_ENGINEERING_SLUG } from './site-routes.ts';
import type { ContentKind } from './types.ts';

/** The piece an address shows: of one kind, or for /{slug} whichever kind has the slug. */
export interface PieceAtPath {
  kind: ContentKind | 'any';
  slug: string;
}

/** The pages at the root of the site that are pages of their own, never a piece's /{slug}. */
export const ROOT_PAGES: readonly string[] = [
  'auth',
  'admin',
  'confirm-subscription',
  'unsubscribe',
  'subscription-success',
  'five-capabilities',
  'ai-chief-of-staff-starter-lesson',
  'account',
  'offline',
  'learn',
  'search',
];

const BY_KIND: readonly [RegExp, ContentKind][] = [
  [/^\/essays\/([^/]+)\/?$/, 'essay'],
  [/^\/dispatches\/([^/]+)\/?$/, 'dispatch'],
  [/^\/prompts\/detail\/([^/]+)\/?$/, 'prompt'],
];

/** The piece `pathname` shows, or null when it is no piece's address. */
export function pieceAtPath(pathname: string): PieceAtPath | null {
  if (pathname === PROMPT_ENGINEERING_PATH) return { kind: 'essay', slug: PROMPT_ENGINEERING_SLUG };
  for (const [pattern, kind] of BY_KIND) {
    const slug = pattern.exec(pathname)?.[1];
    if (slug !== undefined) return isContentSlug(slug) ? { kind, slug } : null;
  }
  const bare = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (bare === undefined || ROOT_PAGES.includes(bare) || !isContentSlug(bare)) return null;
  return { kind: 'any', slug: bare };
}

/** The addresses of a piece of `kind` at `slug`, its own first, then /{slug}. */
export function piecePaths(kind: ContentKind, slug: string): string[] {
  const own =
    kind === 'essay'
      ? slug === PROMPT_ENGINEERING_SLUG
        ? PROMPT_ENGINEERING_PATH
        : `/essays/${slug}`
      : kind === 'dispatch'
        ? `/dispatches/${slug}`
        : `/prompts/detail/${slug}`;
  return [own, `/${slug}`];
}
