/**
 * What a page tells the service worker once it has settled (platform/lifecycle): the first worker
 * fetches the rest of the app's shell from the network only then (worker/precache.ts), not while
 * the page it installed from is still hydrating. Shared by both sides.
 */
export const PAGE_SETTLED = 'PAGE_SETTLED';

/** The message. */
export interface PageSettledMessage {
  type: typeof PAGE_SETTLED;
}

/** Tells the workers of `registration` (installing, waiting or active) that the page settled. */
export function tellWorkersSettled(registration: ServiceWorkerRegistration): void {
  const message: PageSettledMessage = { type: PAGE_SETTLED };
  for (const worker of [registration.installing, registration.waiting, registration.active])
    worker?.postMessage(message);
}

/** Whether `data` is that message. */
export function isPageSettledMessage(data: unknown): data is PageSettledMessage {
  return (data as Partial<PageSettledMessage> | null)?.type === PAGE_SETTLED;
}
