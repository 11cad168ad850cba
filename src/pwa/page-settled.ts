/** How long after its load event a page counts as settled: its first visit's work is done. */
export const SETTLE_MS = 3000;

let settled: Promise<void> | null = null;

/**
 * Resolves once the page has loaded, then stayed SETTLE_MS, and the browser is idle: when work
 * nobody waits for (recording the visit, saving the piece for offline reading, loading the
 * backend to confirm nobody is signed in) may start without slowing the first visit.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    // The window may be gone when the timer fires (a test's document torn down meanwhile).
    const whenIdle = () =>
      typeof window !== 'undefined' && 'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : resolve();
    const afterLoad = () => window.setTimeout(whenIdle, SETTLE_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}
