import type { QueryClient } from '@tanstack/react-query';
import type { Backend } from '../backend/backend.ts';
import { findMovedPath, prefetchPiece } from '../features/content';
import { prefetchHomePage } from '../features/home';
import { prefetchCategoryPage } from '../features/prompts';
import { PROMPT_ENGINEERING_SLUG } from '../domain/site-routes.ts';
import type { ContentKind } from '../domain/types.ts';
import type { ServedPageId } from '../app/pages.ts';

/** What the server does with a request for one of the app's pages. */
export type PagePlan =
  /** Render it (its data now in the query cache) with this status. */
  | { render: 'app'; status: number; gatedPiece?: string }
  /** Send the app's shell: the browser draws this page itself (it depends on the visitor). */
  | { render: 'shell' }
  /** Elsewhere: permanently (a renamed piece's old address) or for now. */
  | { render: 'redirect'; location: string; permanent?: boolean };

/** What a plan may use: the request, its route's parameters, the backend and the query cache. */
export interface PageRequest {
  url: URL;
  params: Record<string, string | undefined>;
  backend: Backend;
  queryClient: QueryClient;
}

/** What the server does for one page, given its request. */
export type Planner = (request: PageRequest) => Promise<PagePlan>;

const render = (status = 200, gatedPiece?: string): PagePlan => ({
  render: 'app',
  status,
  gatedPiece,
});

/**
 * A piece's page: its data read. An old slug of a renamed published piece moves permanently to
 * its address now (the query kept); an unknown or unpublished one goes home, as in the app.
 */
const piece =
  (kind: ContentKind | 'any'): Planner =>
  async ({ url, params, backend, queryClient }) => {
    const slug = params.slug ?? '';
    const found = await prefetchPiece(queryClient, backend, kind, slug);
    if (found) return render(200, found.item.id);
    const moved = await findMovedPath(queryClient, backend, kind, slug);
    return moved
      ? { render: 'redirect', location: moved + url.search, permanent: true }
      : { render: 'redirect', location: '/' };
  };

/**
 * What the server does for each page it answers (app/pages.ts: all but those `served` from the
 * shell), and what each reads first: the same queries the page makes, so the browser hydrates
 * without reading anything. A page added to the manifest without its plan here does not compile.
 */
export const PAGE_PLANS: Readonly<Record<ServedPageId, Planner>> = {
  home: async ({ url, backend, queryClient }) => {
    await prefetchHomePage(queryClient, backend, url.searchParams);
    return render();
  },
  essay: piece('essay'),
  dispatch: piece('dispatch'),
  prompt: piece('prompt'),
  slug: piece('any'),
  'prompt-engineering': async ({ backend, queryClient }) => {
    const found = await prefetchPiece(queryClient, backend, 'essay', PROMPT_ENGINEERING_SLUG);
    // Missing, the page says 'Content Not Available'.
    return found ? render(200, found.item.id) : render(404);
  },
  category: async ({ params, backend, queryClient }) =>
    (await prefetchCategoryPage(queryClient, backend, params.category ?? ''))
      ? render()
      : render(404),
  'prompt-engineering-guide': async () => render(),
  'context-engineering': async () => render(),
  'five-capabilities': async () => render(),
  'starter-lesson': async () => render(),
  learn: async () => ({ render: 'redirect', location: '/#school' }),
  'not-found': async () => render(404),
};

export { PAGE_MODULES } from './page-modules.ts';
