import { copyResponse } from 'workbox-core';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isPageSettledMessage } from '../page-settled.ts';

declare const self: ServiceWorkerGlobalScope;

/** How many of the shell's files are fetched from the network at once. */
const AT_ONCE = 8;
/** How long a shell left incomplete waits before the worker asks the network for the rest again. */
const RETRY_MS = 5_000;
/** How long the first worker waits for its page to say it settled before it fetches anyway. */
const SETTLE_WAIT_MS = 10_000;

/**
 * The app's shell precached as Workbox precaches it (the same cache, keys, integrity and route),
 * but faster and without losing a first visit to a dropped connection:
 * - files named by their content (assets/) come first from the browser's cache, where the page
 *   that registered the worker has just put the ones it uses (no network: milliseconds), the rest
 *   from the network several at a time (Workbox fetches one after the other,
 *   GoogleChrome/workbox#2528: about a hundred small files took 4 s here);
 * - the first worker (none before it) takes the page over at once, the page's files answering
 *   from the browser's cache meanwhile (so it opens offline at once), and fills the shell once
 *   the page has settled (page-settled.ts; SETTLE_WAIT_MS at most): a hundred requests beside
 *   hydration left the page's main thread waiting for the processor. Again at its next requests
 *   online if the connection went; an update must be whole before it may take over, as with
 *   Workbox.
 * Returns the controller (the shell's handler comes from it).
 */
export function precacheShell(entries: (PrecacheEntry | string)[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  // A revisioned file (not named by its content) bypasses the browser's cache, as Workbox does.
  const revisioned = new Set(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.revision
        ? [new URL(entry.url, self.location.href).href]
        : [],
    ),
  );
  const request = (url: string, cacheKey: string, cache: RequestCache) =>
    new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      cache,
      credentials: 'same-origin',
      mode: 'same-origin',
    });

  // The first worker's page settled: told (page-settled.ts), or past waiting for it. Heard from
  // the start: a worker's listeners are added as its script first runs.
  const pageSettled = new Promise<void>((resolve) => {
    self.addEventListener('message', (event) => {
      if (isPageSettledMessage(event.data)) resolve();
    });
    setTimeout(resolve, SETTLE_WAIT_MS);
  });

  /**
   * Fetches the files not yet in the precache, those the browser's cache holds first; resolves
   * whether it is whole. `lenient`: a file the network fails is left for later rather than
   * failing it all.
   */
  const fill = async (lenient: boolean): Promise<boolean> => {
    const cache = await self.caches.open(controller.strategy.cacheName);
    const have = new Set((await cache.keys()).map((kept) => kept.url));
    const put = async ([url, cacheKey]: [string, string], mode: RequestCache) => {
      const response = await fetch(request(url, cacheKey, mode));
      if (response.status !== 200) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
    };
    let pending = [...controller.getURLsToCacheKeys()].filter(([, key]) => !have.has(key));
    // The browser's cache first, for files named by their content (any copy of one is right).
    const cached = await Promise.all(
      pending.map((entry) =>
        revisioned.has(entry[0])
          ? false
          : put(entry, 'only-if-cached').then(
              () => true,
              () => false,
            ),
      ),
    );
    // The revisioned files first (the shell's page among them): every navigation needs it.
    pending = pending
      .filter((_, i) => !cached[i])
      .sort(([a], [b]) => Number(revisioned.has(b)) - Number(revisioned.has(a)));
    const failed: unknown[] = [];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        await put(next, revisioned.has(next[0]) ? 'reload' : 'default').catch((error: unknown) => {
          if (!lenient) throw error;
          failed.push(error);
        });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    return failed.length === 0;
  };

  // Whether the shell is whole: unknown when the worker (re)starts, checked at its first request.
  let whole: boolean | undefined = undefined;
  let topping: Promise<void> | null = null;
  let lastTry = 0;
  /**
   * Fetches what the shell lacks, once `after` resolves, one run at a time, not again within
   * RETRY_MS of the last (each run stops at once offline).
   */
  const topUp = (after?: Promise<void>): Promise<void> | null => {
    if (whole || topping || Date.now() - lastTry < RETRY_MS) return topping;
    lastTry = Date.now();
    topping = Promise.resolve(after)
      .then(() => {
        lastTry = Date.now();
        return fill(true);
      })
      .then((done) => void (whole = done))
      .catch(() => {})
      .finally(() => {
        topping = null;
      });
    return topping;
  };
  self.addEventListener('install', (event) => {
    if (self.registration.active) {
      event.waitUntil(fill(false).then((done) => void (whole = done)));
      return;
    }
    // The first worker takes the page over at once: the page's files answer from the browser's
    // cache (the precache's route falls back to the network, which finds them there, online or
    // not) until the shell is filled, once the page has settled (and behind its requests,
    // should it stop first).
    whole = false;
    void topUp(pageSettled);
  });
  self.addEventListener('fetch', (event) => {
    const pending = topUp();
    if (pending) event.waitUntil(pending);
  });
  self.addEventListener('activate', (event) => void controller.activate(event));
  registerRoute(new PrecacheRoute(controller));
  return controller;
}

let wholeShell = false;

/** Whether every file of `controller`'s shell is on the device (once so, it stays so). */
export async function shellOnDevice(controller: PrecacheController): Promise<boolean> {
  if (wholeShell) return true;
  const cache = await self.caches.open(controller.strategy.cacheName);
  const have = new Set((await cache.keys()).map((kept) => kept.url));
  wholeShell = [...controller.getURLsToCacheKeys().values()].every((key) => have.has(key));
  return wholeShell;
}
