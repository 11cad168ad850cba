import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { App } from './app/app.tsx';
import {
  hydrateServerData,
  preloadRoutePages,
  readServerState,
  type ServerState,
} from './platform/lifecycle/hydration.ts';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, routes } from './app/routes.tsx';
import { HistoryRouter } from './app/router/history-router.tsx';
import { lazyBackend } from './app/lazy-backend.ts';
import { installDemoHandle, loadBackend, takeDemoReset } from './backend/load-backend.ts';
import './domain/zod-jitless.ts';
import { createLifecycle } from './platform/lifecycle/lifecycle.ts';
import { nextTask } from './platform/lifecycle/next-task.ts';
import { applyColorMode } from './stores/display/color-mode.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { readSessionHint } from './stores/session/session-hint.ts';
import { offerReloadOnStaleChunks } from './pwa/update-flow.ts';
import { adoptServerGlobalStyles } from './platform/styles/server-styles.ts';
import { createBrowserStyleCache } from './platform/styles/style-cache.ts';
import { prepareSiteSystem, siteSystem } from './platform/styles/site-system.ts';

document.documentElement.dataset.appVersion = __APP_VERSION__;
applyColorMode();
// Before anything lazy loads: a chunk gone since a deploy offers a reload.
offerReloadOnStaleChunks();

// The first visit's lifecycle (settling, release, hydration): this page's, handed down.
const lifecycle = createLifecycle({ listen: window });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page the server (or the build) rendered comes with the query cache it was drawn from.
const serverState = readServerState();
// `?demo-reset` leaves the address before the router reads it (and the demo resets as it loads).
const demoReset = __EDGE_BACKEND__ === 'demo' && takeDemoReset();
// The backend's code (Firebase's SDK, or the demo's store) loads on its first call, after the
// first paint: what the page shows at first came with it.
const backend = lazyBackend(__EDGE_BACKEND__, () => loadBackend(import.meta.env, { demoReset }));
// It loads at once when the page needs it from the start: someone is signed in on this device,
// the page is the app's shell (drawn here, from the backend), or the demo is asked to reset.
// Else once the first page has settled: then the visit is recorded and the session confirmed.
const needsBackendNow = !serverState || readSessionHint()?.signedIn === true || demoReset;
// The parts of the page below the fold are fetched and hydrated when they come into view
// (platform/lifecycle/deferred.tsx), and all of them before the backend can answer: an answer
// changing what the page shows reaches a part still waiting by drawing it again from nothing. So
// the backend is wanted once their code is in.
if (needsBackendNow) void lifecycle.release();
const backendWanted = (needsBackendNow ? Promise.resolve() : lifecycle.settled()).then(
  lifecycle.release,
);
const queryClient = createQueryClient();
void backendWanted.then(() => backend.preload());
if (__EDGE_BACKEND__ === 'demo') installDemoHandle(() => backend.preload());
/** The app, with the browser's router (over the window's history: a fresh one per app). */
const app = () => (
  <StrictMode>
    <CacheProvider value={createBrowserStyleCache()}>
      <App
        lifecycle={lifecycle}
        backend={backend}
        queryClient={queryClient}
        renderedFor={serverState?.origin}
        router={
          <HistoryRouter history={UNSAFE_createBrowserHistory()} restoreScroll>
            <AppRoutes />
          </HistoryRouter>
        }
      />
    </CacheProvider>
  </StrictMode>
);
/**
 * Hydrates the server's page: its code first (the server named it for preloading, so it is on
 * its way already), the design system in a task of its own, then React in slices. Each step
 * waits for a task of its own: the app's code has just run, and no one task keeps the browser
 * busy for long while the visitor is already reading. Not awaited at the top level: the pages'
 * chunks import modules that share this one's chunk, and a top-level await here would leave them
 * waiting for it while it waits for them.
 */
async function hydratePage(container: HTMLElement, state: ServerState): Promise<void> {
  await nextTask();
  // The browser starts from the server's data, so hydrating reads nothing and matches it to the
  // letter; what is old in it is read again once the backend is wanted.
  hydrateServerData(queryClient, state, backendWanted);
  await preloadRoutePages(routes, window.location.pathname, lifecycle).catch((error: unknown) =>
    console.error("The page's code could not load; it hydrates as it arrives", error),
  );
  await nextTask();
  // Named in the browser's performance timeline (and Lighthouse's user timings): the design
  // system, built a step per task (platform/styles/site-system.ts), the rest in a last one.
  performance.mark('edge:system');
  const steps = prepareSiteSystem();
  for (let done = false; !done; await nextTask()) done = steps.next().done === true;
  adoptServerGlobalStyles(siteSystem());
  performance.measure('edge:system', 'edge:system');
  await nextTask();
  performance.mark('edge:hydrate');
  // What only the browser knows is drawn once the page's screen is hydrated, in a transition
  // (platform/lifecycle/use-hydrated.ts); at the latest when the page settles, should its code
  // never come.
  lifecycle.beginHydration();
  void lifecycle.settled().then(lifecycle.endHydration);
  // A transition: React hydrates in slices, between which the browser can paint and respond.
  startTransition(() => {
    hydrateRoot(container, app());
  });
}

if (serverState) void hydratePage(root, serverState);
else createRoot(root).render(app());
registerServiceWorker(lifecycle);
