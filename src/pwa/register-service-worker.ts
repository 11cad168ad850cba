import { Workbox } from 'workbox-window';

/** Registers the service worker (production builds only) through workbox-window. */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.register().catch((error: unknown) =>
    console.error('Service worker registration failed', error),
  );
  return wb;
}
