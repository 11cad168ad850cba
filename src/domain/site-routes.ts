import { PROMPT_CATEGORIES } from './prompt-categories.ts';
import { CONTEXT_ENGINEERING_PATH, PROMPT_ENGINEERING_PATH } from './site-paths.ts';
import type { ContentKind, ContentPiece } from './types.ts';

/** The essay whose public page is the prompt engineering page rather than /essays/{slug}. */
export const PROMPT_ENGINEERING_SLUG = 'prompt-engineering';

/** Where a piece is read on this site (its canonical path unless the piece names another). */
export function pieceUrlPath(piece: ContentPiece): string {
  return piecePath(piece.kind, piece.item.slug);
}

/** Where the piece of this kind at this slug is read on this site. */
export function piecePath(kind: ContentKind, slug: string): string {
  switch (kind) {
    case 'essay':
      return slug === PROMPT_ENGINEERING_SLUG ? PROMPT_ENGINEERING_PATH : `/essays/${slug}`;
    case 'dispatch':
      return `/dispatches/${slug}`;
    case 'prompt':
      return `/prompts/detail/${slug}`;
  }
}

/**
 * Pages whose whole content ships with the app (no backend read): rendered to HTML once, at
 * build time, and served as files (firebase.json rewrites each path to its file). The page
 * manifest's `static` pages (app/pages.ts); server/page-manifest.test.ts holds them equal.
 */
export const STATIC_PAGES = [
  '/engineering/prompt-engineering-guide',
  CONTEXT_ENGINEERING_PATH,
  '/five-capabilities',
  '/ai-chief-of-staff-starter-lesson',
] as const;

/** The file a prerendered page is written to and served from (no extension in its address). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The category pages (/prompts/{category}). */
export const CATEGORY_PAGES = PROMPT_CATEGORIES.map((category) => `/prompts/${category.id}`);

/** The app's shell: the page a browser builds on its own (the service worker's answer too). */
export const SHELL_FILE = 'shell.html';
