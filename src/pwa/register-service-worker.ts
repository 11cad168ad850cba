import { askWorkerToKeep } from './keep-page-request.ts';
import { offerUpdates } from './update-flow.ts';

const HOUR = 60 * 60 * 1000;

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
 * from its first second (worker/piece-pages.ts). Registering costs the page little; the worker's
 * precaching runs off its main thread.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  loaded()
    .then(register)
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  const controlled = Boolean(navigator.serviceWorker.controller);
  offerUpdates(wb, { reload: () => window.location.reload(), controlled });
  // The first worker takes this page over once installed: it keeps the page the visitor opened
  // before it was there, from the browser's cache (a piece's; any other it lets be).
  if (!controlled) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => askWorkerToKeep(window.location.pathname, true),
      { once: true },
    );
  }
  await wb.register({ immediate: true });

  // Look for a new version when the visitor comes back to the tab, and hourly for open tabs.
  // Offline (or the server down) the check fails; the next one will try again.
  const check = () => wb.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.setInterval(() => void check(), HOUR);
}
