import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter, type RouteMatch } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { createLifecycle } from '../platform/lifecycle/lifecycle.ts';
import { createQueryClient } from '../app/query-client.ts';
import { AppRoutes, routes } from '../app/routes.tsx';
import type { Backend } from '../backend/backend.ts';
import { buildPageHead, type PageHeadInput } from '../domain/page-head.ts';
import { RichHtmlProvider } from '../ui/rich-content.tsx';
import { PageHeadCollectorProvider } from '../ui/use-page-head.ts';
import { siteSystem } from '../platform/styles/site-system.ts';
import { createRenderCache, criticalStyles, serializeGlobalOnce } from './critical-css.ts';
import { feedFor } from './feeds.ts';
import { PAGE_MODULES, PAGE_PLANS, type PagePlan, type Planner } from './page-data.ts';
import { pageHtml } from './page-html.ts';
import { richHtmlRenderer } from './rich-html.ts';
import { withCardLists } from './card-lists.ts';
import { routePreloads, type ViteManifest } from './preloads.ts';

/** The browser build a page is rendered for: its shell (built index.html) and its manifest. */
export interface ClientBuild {
  shell: string;
  manifest: ViteManifest;
}

/** What the server needs besides the request: the build, the backend, the sanitiser. */
export interface RenderContext {
  client: ClientBuild;
  backend: Backend;
  /** The site's HTML sanitiser over a server DOM (rich content is rendered with it). */
  sanitize: (html: string) => string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Cache-Control of each kind of answer. Pages and feeds: the CDN keeps them five minutes and
 * may serve a stale copy for a day while it fetches a fresh one (a CMS change shows within
 * minutes, and no visitor waits for the function after the first); browsers always revalidate.
 */
export const CACHE_CONTROL = {
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  shell: 'public, max-age=0, s-maxage=3600',
  redirect: 'public, max-age=0, s-maxage=300',
  missing: 'public, max-age=0, s-maxage=60',
  // An answer without its page (the reads failed or were late, or the render broke) is never
  // kept: the next request tries again.
  failed: 'no-store',
} as const;

/** When a crawler should come back after a 503 (seconds). */
export const RETRY_AFTER_SECONDS = 30;

const HTML = 'text/html; charset=utf-8';

const shellResponse = (client: ClientBuild): PageResponse => ({
  status: 200,
  // Pages that depend on the visitor (sign-in, account, CMS) are not for search results.
  headers: {
    'Content-Type': HTML,
    'Cache-Control': CACHE_CONTROL.shell,
    'X-Robots-Tag': 'noindex',
  },
  body: client.shell,
});

/**
 * The page could not be made: 503 and Retry-After when its reads failed or were late (a crawler
 * keeps what it indexed and comes back), 500 when the render broke. The body is the app's shell,
 * so a visitor still gets the page: the browser draws it, reading for itself.
 */
const failedResponse = (client: ClientBuild, status: 503 | 500, body = client.shell) => ({
  status,
  headers: {
    'Content-Type': body === client.shell ? HTML : 'text/plain; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.failed,
    ...(status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}),
  },
  body,
});

/** The innermost route `pathname` matches (its id names the page in PAGE_PLANS). */
const pageRoute = (pathname: string): RouteMatch | undefined =>
  matchRoutes(routes, pathname)?.at(-1);

/**
 * Answers a request for `url` (the address the visitor asked for, on the site's public origin):
 * a feed, the rendered page, a redirect, the app's shell, or a 404 for a missing file.
 */
export async function respond(url: URL, context: RenderContext): Promise<PageResponse> {
  let feed: Awaited<ReturnType<typeof feedFor>>;
  try {
    feed = await feedFor(url.pathname, url.origin, context.backend);
  } catch (error) {
    console.error(`Could not read ${url.pathname}; answered 503`, error);
    return failedResponse(context.client, 503, 'The feed is unavailable for a moment.');
  }
  if (feed) {
    return {
      status: 200,
      headers: { 'Content-Type': feed.type, 'Cache-Control': CACHE_CONTROL.page },
      body: feed.body,
    };
  }
  // Built files are Hosting's; a missing one (a chunk gone since a deploy) is not the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) {
    return {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_CONTROL.missing,
      },
      body: 'Not found',
    };
  }
  const match = pageRoute(url.pathname);
  const id = match?.route.id ?? '';
  // A route's id is a page's (app/pages.ts); a page served from the shell has no plan.
  const planner = (PAGE_PLANS as Readonly<Record<string, Planner | undefined>>)[id];
  if (!planner) return shellResponse(context.client);

  const queryClient = createQueryClient();
  let plan: PagePlan;
  try {
    plan = await planner({
      url,
      params: match?.params ?? {},
      backend: context.backend,
      queryClient,
    });
  } catch (error) {
    console.error(`Could not read what ${url.pathname} shows; answered 503`, error);
    return failedResponse(context.client, 503);
  }
  if (plan.render === 'shell') return shellResponse(context.client);
  if (plan.render === 'redirect') {
    return {
      status: plan.permanent ? 301 : 302,
      headers: { Location: plan.location, 'Cache-Control': CACHE_CONTROL.redirect },
      body: '',
    };
  }
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  ) {
    console.error(`A read for ${url.pathname} failed; answered 503`);
    return failedResponse(context.client, 503);
  }
  let html: string;
  try {
    html = await renderApp(url, context, { queryClient, plan, id });
  } catch (error) {
    console.error(`Could not render ${url.pathname}; answered 500`, error);
    return failedResponse(context.client, 500);
  }
  return {
    status: plan.status,
    headers: {
      'Content-Type': HTML,
      'Cache-Control': plan.status === 200 ? CACHE_CONTROL.page : CACHE_CONTROL.missing,
    },
    body: html,
  };
}

/**
 * A boundary that suspended while rendering comes out as its fallback and an inline script that
 * swaps the content in later: what a page whose code (a React.lazy page) was not loaded yet looks
 * like. The site's policy runs no such script, and a crawler would read the fallback.
 */
const SUSPENDED = /<!--\$\?-->|<template id="B:/;
/** A boundary whose content threw while rendering: React draws it in the browser instead. */
const ERRORED = /<!--\$!-->/;
/** Renders to wait for: once a page's lazy code has loaded in this process, none suspends. */
const MAX_RENDERS = 3;

/** The page's HTML: the app rendered from the query cache, with its head, styles and data. */
async function renderApp(
  url: URL,
  context: RenderContext,
  page: {
    queryClient: QueryClient;
    plan: Extract<PagePlan, { render: 'app' }>;
    id: string;
  },
): Promise<string> {
  serializeGlobalOnce(siteSystem());
  let head: PageHeadInput = { canonical: url.pathname };
  let cache = createRenderCache();
  let markup = '';
  for (let render = 1; render <= MAX_RENDERS; render++) {
    head = { canonical: url.pathname };
    cache = createRenderCache();
    const { prelude } = await prerender(
      <CacheProvider value={cache}>
        <RichHtmlProvider value={richHtmlRenderer(context.sanitize)}>
          <PageHeadCollectorProvider value={(input) => (head = input)}>
            <App
              lifecycle={createLifecycle({ released: true })}
              backend={context.backend}
              queryClient={page.queryClient}
              renderedFor={url.origin}
              router={
                <StaticRouter location={`${url.pathname}${url.search}`}>
                  <AppRoutes />
                </StaticRouter>
              }
            />
          </PageHeadCollectorProvider>
        </RichHtmlProvider>
      </CacheProvider>,
      {
        // React outlines a boundary past this many bytes (its content streamed after the page,
        // swapped in by an inline script): a whole page must arrive in place, script or not.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error(`Rendering ${url.pathname} failed`, error),
      },
    );
    markup = await new Response(prelude).text();
    // A part that threw is left for the browser to draw (React's `<!--$!-->`): a page with a
    // hole is not one to send, nor for the CDN to keep.
    if (ERRORED.test(markup)) throw new Error(`A part of ${url.pathname} failed to render`);
    // The first render of a page in this process loads its lazy code: render it again.
    if (!SUSPENDED.test(markup)) break;
    if (render === MAX_RENDERS)
      throw new Error(`${url.pathname} still suspends after ${render} renders`);
  }
  return pageHtml(context.client.shell, {
    head: buildPageHead(head, url.origin),
    styles: criticalStyles(cache, markup),
    markup,
    state: { queries: withCardLists(dehydrate(page.queryClient)), origin: url.origin },
    preloads: routePreloads(context.client, PAGE_MODULES[page.id]),
    gatedPiece: page.plan.gatedPiece,
  });
}
