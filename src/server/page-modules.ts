/**
 * The built module each page's code is in (Vite's manifest names them by source path), so the
 * server can have the browser fetch it beside the entry instead of after it. The 404 page is in
 * the entry.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  home: 'src/features/home/home-page.tsx',
  essay: 'src/features/content/piece-page.tsx',
  dispatch: 'src/features/content/piece-page.tsx',
  prompt: 'src/features/content/prompt-page.tsx',
  slug: 'src/features/content/catch-all-page.tsx',
  'prompt-engineering': 'src/features/content/piece-page.tsx',
  category: 'src/features/prompts/category-page.tsx',
  'prompt-engineering-guide': 'src/features/guides/prompt-engineering-guide-page.tsx',
  'context-engineering': 'src/features/guides/context-engineering-page.tsx',
  'five-capabilities': 'src/features/guides/five-capabilities-page.tsx',
  'starter-lesson': 'src/features/guides/starter-lesson-page.tsx',
};

/**
 * The pages a first visit most often lands on (the home page, a piece, a category): what they use
 * beyond every page's code is built into three files, fetched with the page's own
 * (scripts/lib/page-groups.ts).
 */
export const MAIN_PAGE_MODULES: readonly string[] = [
  PAGE_MODULES.home!,
  PAGE_MODULES.essay!,
  PAGE_MODULES.category!,
];

/**
 * What a main page fetches once the reader is past its first screen (its sections below the
 * fold, ui/deferred.tsx): never preloaded. What of the other main pages' code it uses goes in the
 * file they share (vite.config.ts), so they do not fetch it in a file of its own.
 */
export const BELOW_THE_FOLD_MODULES: Readonly<Record<string, string>> = {
  [PAGE_MODULES.home!]: 'src/features/home/below-the-fold.tsx',
};
