import { refreshAtLaunch } from '../platform/offline/keep-new-launch.ts';
import type { Lifecycle } from '../platform/lifecycle/lifecycle.ts';
import { tellWorkersSettled } from './page-settled.ts';
import { offerUpdates } from './update-flow.ts';

const HOUR = 60 * 60 * 1000;
const WORKER = '/sw.js';

/** Resolves once the page has loaded (its own code in), in a task of its own. */
const loaded = () =>
  new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.readyState === 'complete') next();
    else window.addEventListener('load', next, { once: true });
  });

/**
 * Registers the service worker (production builds only) once the page has loaded: its own code
 * is in by then, and the worker must be there soon, for a piece opened on a first visit is kept
 * from its first second (the first worker keeps the page it finds open as it installs:
 * worker/piece-pages.ts). Registering is one call; the worker installs off the page's main
 * thread and fills the app's shell once told the page has settled (the page's `lifecycle`): a
 * hundred requests while the page hydrates kept the browser too busy to give it the processor. Offering new versions (workbox-window's code)
 * waits for the page to settle too.
 */
export function registerServiceWorker(lifecycle: Lifecycle): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Whether a worker had the page from the start: the first worker taking it over is no update.
  const controlled = Boolean(navigator.serviceWorker.controller);
  loaded()
    .then(() => navigator.serviceWorker.register(WORKER, { scope: '/' }))
    .then(async (registration) => {
      await lifecycle.settled();
      tellWorkersSettled(registration);
    })
    .then(() => {
      // "Keep new dispatches on this device" without periodic sync: refreshed at launch.
      refreshAtLaunch();
      return offerNewVersions(controlled);
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

async function offerNewVersions(controlled: boolean): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(WORKER, { scope: '/' });
  offerUpdates(wb, { reload: () => window.location.reload(), controlled });
  await wb.register({ immediate: true });

  // Look for a new version when the visitor comes back to the tab, and hourly for open tabs.
  // Offline (or the server down) the check fails; the next one will try again.
  const check = () => wb.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.setInterval(() => void check(), HOUR);
}
