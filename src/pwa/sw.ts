import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { RUNTIME_IMAGES_CACHE, SAVED_IMAGES_CACHE } from './cache-names.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell (every built asset but media/), injected at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any route opens offline: the SPA's index.html answers every navigation.
// Firebase Hosting's reserved URLs (/__/auth, /__/firebase) are never the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/__\//] }),
);

const browsedImages = new CacheFirst({
  cacheName: RUNTIME_IMAGES_CACHE,
  plugins: [
    // Status 0: a cross-origin image without CORS is opaque but still displays.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: 80,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

// Images of saved pieces come from the offline library's cache, which the page fills and
// empties itself; everything else is kept for a while, within bounds.
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options) => {
    const cache = await self.caches.open(SAVED_IMAGES_CACHE);
    const saved = await cache.match(options.request, { ignoreVary: true });
    return saved ?? browsedImages.handle(options);
  },
);

// The first install takes over the open page so it works offline straight away; an update
// waits until the visitor accepts it (the page then sends SKIP_WAITING).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
