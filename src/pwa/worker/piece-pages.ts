/**
 * The service worker's part of offline reading (docs/decisions.md, "Pieces kept as they pass"):
 * the page of every essay, dispatch and prompt it serves is kept whole in the offline library as
 * it passes (the page as the server drew it, the piece from the data it carries, its images),
 * counted, pinned and evicted with the library. A kept piece then opens from the device: at once
 * while the worker asks the server for a newer page behind it, and offline (or the server out of
 * reach) as its saved copy. It costs the page nothing: no code of the page runs for it.
 */
import { pieceAtPath, piecePaths, type PieceAtPath } from '../../domain/piece-paths.ts';
import {
  CONTENT_KINDS,
  OFFLINE_LIMIT_BYTES,
  savedKey,
  type SavedCopyReason,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import { readDeviceAccess } from '../../platform/offline/device-access.ts';
import { keptImages } from '../../platform/offline/saved-library/image-cache.ts';
import {
  savePiece,
  type LibraryStorage,
} from '../../platform/offline/saved-library/library-writes.ts';
import { cachePageStore, pageResponse } from '../../platform/offline/saved-library/page-cache.ts';
import { pieceRecords } from '../../platform/offline/saved-library/piece-records.ts';
import { writeQueue } from '../../platform/offline/saved-library/write-queue.ts';
import { pagePiece, readableOnDevice, savedCopyPage, withoutAppCode } from './page-data.ts';

declare const self: ServiceWorkerGlobalScope;

const storage: LibraryStorage = {
  records: pieceRecords('edge-offline'),
  images: keptImages,
  pages: cachePageStore,
  limit: OFFLINE_LIMIT_BYTES,
  now: () => new Date(),
  origin: self.location.origin,
};
const serial = writeQueue();

/**
 * Keeps the server's page `response` of the piece at `url` (an absolute address), with the piece
 * and its images, when it is a piece's page this device may read; anything else is let be.
 * `opened` false: saved unread, in the background (worker/keep-new.ts). Resolves whether it kept it.
 */
export async function keepPage(url: string, response: Response, opened = true): Promise<boolean> {
  const at = pieceAtPath(new URL(url).pathname);
  if (!at || !response.ok || response.redirected || response.type !== 'basic') return false;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  const html = await response.text();
  const piece = pagePiece(html, at);
  if (!piece || !readableOnDevice(html, await readDeviceAccess())) return false;
  const page = { url, response: pageResponse(html, response.headers) };
  await serial(() => savePiece(storage, piece, { opened, page }), []);
  return true;
}

/** The worker's library, and its one queue of writes, for the background refresh too. */
export const workerLibrary = { storage, serial };

/** The saved piece an address shows (for /{slug}, the first kind that has it), else null. */
async function savedAt(at: PieceAtPath): Promise<SavedPiece | null> {
  const kinds = at.kind === 'any' ? CONTENT_KINDS : [at.kind];
  for (const kind of kinds) {
    const saved = await storage.records.readOne(savedKey(kind, at.slug));
    if (saved) return saved;
  }
  return null;
}

/** The kept page of `saved` closest to `url`: its own, else the piece's own address's, else any. */
function keptPageFor(saved: SavedPiece, url: URL): string | undefined {
  const pages = (saved.pages ?? []).map((page) => page.url);
  const own = new URL(piecePaths(saved.piece.kind, saved.piece.item.slug)[0]!, url).href;
  return pages.find((page) => page === url.href) ?? pages.find((page) => page === own) ?? pages[0];
}

/** The page kept at exactly `url`, as the server drew it, or null. */
async function keptAsServed(url: URL): Promise<Response | null> {
  const at = pieceAtPath(url.pathname);
  const saved = at && (await savedAt(at));
  if (!saved?.pages?.some((page) => page.url === url.href)) return null;
  return (await storage.pages.match(url.href)) ?? null;
}

/**
 * The device's saved copy of the piece at `url`, said to be one (`reason`), or null; without the
 * app's code unless `withCode` (all of it on the device).
 */
async function savedCopy(
  url: URL,
  reason: SavedCopyReason,
  withCode: boolean,
): Promise<Response | null> {
  const at = pieceAtPath(url.pathname);
  const saved = at && (await savedAt(at));
  const pageUrl = saved && keptPageFor(saved, url);
  const kept = pageUrl && (await storage.pages.match(pageUrl));
  if (!at || !saved || !kept) return null;
  const html = savedCopyPage(await kept.text(), { at, saved, reason });
  if (html === null) return null;
  return pageResponse(withCode ? html : withoutAppCode(html), kept.headers);
}

/** Whether the browser in which the worker runs says it is offline. */
const offline = () => self.navigator.onLine === false;

/**
 * Answers the navigation to a piece's address (`event.request`), else resolves null for the
 * caller's answer (the app's shell, which draws the page from the backend or the library).
 * Online, a page kept at this address opens at once and the server's is asked behind it (and
 * kept: the next visit opens the newer one; the app reads the piece again once the page has
 * settled); one not kept comes from the server and is kept as it passes. Offline, or when the
 * server cannot be reached, the saved copy opens. Until the app's code is all on the device
 * (`codeOnDevice`: a first visit's worker fetches it behind the page) the server is asked first,
 * and the saved copy opens as the server drew it, without the code.
 */
export async function answerPieceNavigation(
  event: FetchEvent,
  codeOnDevice: () => Promise<boolean>,
): Promise<Response | null> {
  const url = new URL(event.request.url);
  url.hash = '';
  url.search = '';
  const withCode = await codeOnDevice();
  if (offline()) return savedCopy(url, 'offline', withCode);
  const kept = withCode ? await keptAsServed(url) : null;
  const fromServer = fetch(event.request).then((response) => {
    event.waitUntil(keepPage(url.href, response.clone()));
    return response;
  });
  if (kept) {
    event.waitUntil(fromServer.catch(() => {}));
    return kept;
  }
  try {
    const response = await fromServer;
    // The server down (an outage answers 503): the saved copy, if the device has one.
    if (response.status >= 500) return (await savedCopy(url, 'unreachable', withCode)) ?? response;
    return response;
  } catch {
    return savedCopy(url, 'unreachable', withCode);
  }
}

/**
 * Keeps the server's page at `path` of this site: a piece the page has just opened in the app,
 * or, `fromBrowserCache`, a page opened before the worker was there, which the browser's cache
 * holds as it was opened (no network needed: the connection may be gone by then).
 */
export async function keepPageFromServer(path: string, fromBrowserCache = false): Promise<void> {
  const url = new URL(path, self.location.origin);
  url.hash = '';
  url.search = '';
  if (url.origin !== self.location.origin || !pieceAtPath(url.pathname)) return;
  try {
    const response = await fetch(url.href, fromBrowserCache ? { cache: 'force-cache' } : {});
    await keepPage(url.href, response);
  } catch {
    // Offline: the library has the piece; its page is kept when it is next opened online.
  }
}

/**
 * Keeps the pages of the site's open tabs, which no worker served: a first visit's, drawn before
 * the worker was there. Run as the first worker installs, so the piece is kept in the worker's
 * first second, whether or not the rest of the install outlives the connection. Nothing of the
 * page runs for it.
 */
export async function keepOpenPages(): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(tabs.map((tab) => keepPageFromServer(new URL(tab.url).pathname, true)));
}
