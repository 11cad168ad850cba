import { PAGE_LIST, type PageEntry } from '../app/pages.ts';

/**
 * The built module each page the server draws is in (Vite's manifest names them by source path,
 * app/pages.ts), so the server can have the browser fetch it beside the entry instead of after it.
 * The 404 page is in the entry.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_LIST.filter((page) => page.served === 'rendered' || page.served === 'static').flatMap(
    (page) => (page.module ? [[page.id, page.module]] : []),
  ),
);

/** The module of the main page in `role` (app/pages.ts). */
export function mainPageModule(role: NonNullable<PageEntry['main']>): string {
  return PAGE_LIST.find((page) => page.main === role)!.module!;
}

/**
 * The pages a first visit most often lands on (the home page, a piece, a category): what they use
 * beyond every page's code is built into three files, fetched with the page's own
 * (build/page-groups.ts).
 */
export const MAIN_PAGE_MODULES: readonly string[] = PAGE_LIST.flatMap((page) =>
  page.main ? [page.module!] : [],
);

/**
 * What a main page fetches once the reader is past its first screen (its sections below the
 * fold, platform/lifecycle/deferred.tsx): never preloaded. What of the other main pages' code it
 * uses goes in the file they share (vite.config.ts), so they do not fetch it in a file of its own.
 */
export const BELOW_THE_FOLD_MODULES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_LIST.flatMap((page) => (page.belowTheFold ? [[page.module!, page.belowTheFold]] : [])),
);
