import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { fromWire } from '../../domain/wire-json.ts';
import type { LazyComponent } from './lazy-component.ts';
import type { Lifecycle } from './lifecycle.ts';

/** The id of the `<script type="application/json">` that carries the server's query cache. */
export const SERVER_STATE_ID = 'edge-state';

/** What a server-rendered page carries for the browser to hydrate it with. */
export interface ServerState {
  /** The query cache the page was rendered from (TanStack's dehydrated state). */
  queries: DehydratedState;
  /** The origin it was rendered for (its absolute links name it). */
  origin: string;
}

/**
 * The state a server-rendered page was drawn from, or null for the app's shell (the service
 * worker's answer, the pages only the browser draws). Data, not script: the
 * Content-Security-Policy lets the page hold it.
 */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return fromWire(JSON.parse(text)) as ServerState;
  } catch (error) {
    console.error('The page came with unreadable data; it is drawn again here', error);
    return null;
  }
}

/**
 * Puts the server's data in the query cache, to be read as fresh until the page has settled
 * (`settled`); then what was older than its queries' staleTime is read again. A page can be
 * older than that (a CDN's copy, a build's prerendered page): read again as its parts mount, it
 * would load the backend during the first visit, and the answer would draw the parts still
 * waiting to hydrate (platform/lifecycle/deferred.tsx) again from nothing.
 */
export function hydrateServerData(
  queryClient: QueryClient,
  state: ServerState,
  settled: Promise<void>,
): void {
  hydrate(queryClient, state.queries);
  const now = Date.now();
  const served = new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query, query.state.dataUpdatedAt] as const),
  );
  for (const query of served.keys()) query.setState({ dataUpdatedAt: now });
  void settled.then(() => {
    // As old as the server said, unless read again meanwhile.
    for (const [query, at] of served)
      if (query.state.dataUpdatedAt === now) query.setState({ dataUpdatedAt: at });
    return queryClient.refetchQueries({ type: 'active', stale: true });
  });
}

/** A route element's component that can fetch its code ahead (./lazy-component.ts). */
const preloadOf = (element: unknown): LazyComponent['preload'] | null => {
  if (!isValidElement(element)) return null;
  const preload = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as LazyComponent['preload']) : null;
};

/**
 * Fetches the code of the pages `pathname` shows (its lazy route components), so a
 * server-rendered page hydrates at once: a page still suspended on its code when the session
 * answers would be drawn again from its fallback, the server's HTML thrown away.
 */
export async function preloadRoutePages(
  routes: RouteObject[],
  pathname: string,
  lifecycle: Lifecycle,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches
      .map(({ route }) => preloadOf(route.element)?.(lifecycle))
      .filter((p) => p !== undefined),
  );
}
