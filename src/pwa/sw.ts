import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  LAZY_ASSETS_CACHE,
  RUNTIME_IMAGES_CACHE,
  SAVED_IMAGES_CACHE,
} from '../platform/offline/cache-names.ts';
import { mayFetchImage } from '../platform/document/content-security-policy.ts';
import { pieceAtPath } from '../domain/piece-paths.ts';
import { SHELL_FILE } from '../domain/site-routes.ts';
import { isKeepPageMessage } from '../platform/offline/keep-page-request.ts';
import { keepNewPieces } from './worker/keep-new.ts';
import { answerPieceNavigation, keepOpenPages, keepPageFromServer } from './worker/piece-pages.ts';
import { precacheShell, shellOnDevice } from './worker/precache.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell (every built asset but media/), injected at build time.
const shell = precacheShell(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A piece's page (an essay, a dispatch, a prompt, at its address or /{slug}) is kept as it passes
// and opens from the device (worker/piece-pages.ts); without a kept copy offline, the shell.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    pieceAtPath(url.pathname) !== null,
  async ({ event }) =>
    (await answerPieceNavigation(event as FetchEvent, () => shellOnDevice(shell))) ??
    (await shell.matchPrecache(`/${SHELL_FILE}`)) ??
    Response.error(),
);

// Any other route opens offline: the app's shell answers every navigation, online too. An installed
// app's pages then open from the device at once, drawn by the precached code (the server's HTML
// is for first visits, crawlers and link previews), and exactly the same way offline.
// Firebase Hosting's reserved URLs (/__/auth, /__/firebase) are never the app, nor the feeds.
registerRoute(
  new NavigationRoute(shell.createHandlerBoundToURL(`/${SHELL_FILE}`), {
    denylist: [/^\/__\//, /^\/(rss|sitemap)\.xml$/, /^\/robots\.txt$/],
  }),
);

// Built scripts and styles not in the precache are the CMS (vite.config.ts leaves it out of
// every visitor's download): kept once an admin has opened /admin, so it opens offline for
// them too. Their names carry a content hash, so a kept copy is never stale.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/assets/') &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({
    cacheName: LAZY_ASSETS_CACHE,
    plugins: [
      // A name gone since a deploy is answered with a 404 page: never keep that.
      {
        cacheWillUpdate: async ({ response }) =>
          response.ok && /javascript|css/.test(response.headers.get('content-type') ?? '')
            ? response
            : null,
      },
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
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
// empties itself; everything else is kept for a while, within bounds. Only images the
// worker may fetch under the site's Content-Security-Policy (its connect-src): an image from
// any other host goes straight to the browser, which may show it (img-src) but not hand it over.
registerRoute(
  ({ request }) =>
    request.destination === 'image' && mayFetchImage(request.url, self.location.origin),
  async (options) => {
    const cache = await self.caches.open(SAVED_IMAGES_CACHE);
    const saved = await cache.match(options.request, { ignoreVary: true });
    return saved ?? browsedImages.handle(options);
  },
);

// The first install takes over the open page so it works offline straight away; an update
// waits until the visitor accepts it (the page then sends SKIP_WAITING).
clientsClaim();

// A first visit's page, drawn before the worker was there, is kept as the first worker installs,
// from the browser's cache (worker/piece-pages.ts).
self.addEventListener('install', (event) => {
  if (!self.registration.active) event.waitUntil(keepOpenPages());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page asks for the page of a piece it opened to be kept (worker/piece-pages.ts).
  if (isKeepPageMessage(event.data)) {
    event.waitUntil(keepPageFromServer(event.data.path));
  }
});

// "Keep new dispatches on this device": new pieces saved in the background (worker/keep-new.ts).
keepNewPieces();
