/**
 * What a page asks the service worker to keep (pwa/worker/piece-pages.ts): the page at `path`
 * of a piece it has opened. Shared by both sides.
 */
export const KEEP_PAGE = 'KEEP_PAGE';

/** The message: the address. */
export interface KeepPageMessage {
  type: typeof KEEP_PAGE;
  path: string;
}

/** Asks the worker controlling this page, if any, to keep the page at `path`. */
export function askWorkerToKeep(path: string): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  const message: KeepPageMessage = { type: KEEP_PAGE, path };
  worker?.postMessage(message);
}

/** Whether `data` is that message. */
export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  const message = data as Partial<KeepPageMessage> | null;
  return message?.type === KEEP_PAGE && typeof message.path === 'string';
}
