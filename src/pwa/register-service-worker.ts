import { pageSettled } from './page-settled.ts';
import { offerUpdates } from './update-flow.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only) once the page has settled
 * (pwa/page-settled.ts), so neither workbox-window nor the worker's precaching competes with the
 * first visit's own work: drawing the page, then taking it over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  pageSettled()
    .then(register)
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  offerUpdates(wb, {
    reload: () => window.location.reload(),
    controlled: Boolean(navigator.serviceWorker.controller),
  });
  await wb.register({ immediate: true });

  // Look for a new version when the visitor comes back to the tab, and hourly for open tabs.
  // Offline (or the server down) the check fails; the next one will try again.
  const check = () => wb.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  window.setInterval(() => void check(), HOUR);
}
