import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** How many of the shell's files are fetched at once while the worker installs. */
const AT_ONCE = 8;

/**
 * The app's shell precached as Workbox precaches it (the same cache, keys, integrity and route),
 * but several files at a time rather than one after the other (Workbox's choice for huge
 * precaches, GoogleChrome/workbox#2528): about a hundred small files took 4 s on this machine,
 * and the worker only takes the page over once they are in, so a piece read on a first visit
 * was not kept for seconds. Returns the controller (the shell's handler comes from it).
 */
export function precacheShell(entries: (PrecacheEntry | string)[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  // A revisioned file (not named by its content) bypasses the browser's cache, as Workbox does.
  const reload = new Set(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.revision
        ? [new URL(entry.url, self.location.href).href]
        : [],
    ),
  );
  self.addEventListener('install', (event) => {
    const pending = [...controller.getURLsToCacheKeys()];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const [url, cacheKey] = next;
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: reload.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }
    };
    event.waitUntil(Promise.all(Array.from({ length: AT_ONCE }, worker)));
  });
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
