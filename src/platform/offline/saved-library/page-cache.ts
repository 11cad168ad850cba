import { SAVED_PAGES_CACHE } from '../cache-names.ts';

/** Where the pages of saved pieces go: the Cache API, which the service worker answers from. */
export interface PageStore {
  /** Keeps `page` (a server's answer) as the page at `url`; resolves its size in bytes. */
  keep(url: string, page: Response): Promise<number>;
  /** The page kept at `url`, if any. */
  match(url: string): Promise<Response | undefined>;
  /** Lets these go. */
  drop(urls: string[]): Promise<void>;
}

/**
 * The headers a kept page keeps: its type and the document's own (Content-Security-Policy and
 * the others firebase.json sets), so a page opened from the device runs under the same policy.
 * Not its length, encoding or caching, which were the network's.
 */
const KEPT_HEADERS = [
  'content-type',
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
  'x-content-type-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** A page's text with the headers a kept page keeps. */
export function pageResponse(html: string, headersOf: Headers): Response {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = headersOf.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has('content-type')) headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: 200, headers });
}

/** Pages in the `edge-saved-pages` cache. */
export const cachePageStore: PageStore = {
  async keep(url, page) {
    if (typeof caches === 'undefined') return 0;
    const html = await page.text();
    const cache = await caches.open(SAVED_PAGES_CACHE);
    await cache.put(url, pageResponse(html, page.headers));
    return new TextEncoder().encode(html).length;
  },
  async match(url) {
    if (typeof caches === 'undefined') return undefined;
    return (await caches.open(SAVED_PAGES_CACHE)).match(url);
  },
  async drop(urls) {
    if (typeof caches === 'undefined' || urls.length === 0) return;
    const cache = await caches.open(SAVED_PAGES_CACHE);
    await Promise.all(urls.map((url) => cache.delete(url)));
  },
};
