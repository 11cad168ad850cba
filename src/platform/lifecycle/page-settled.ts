/** How long after its load event a page counts as settled: its first visit's work is done. */
export const SETTLE_MS = 3000;

/** What the reader does that ends the wait at once: they are reading, or moving on. */
const READER_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Calls `then` once the frame after now is drawn: a task after the next animation frame. What a
 * tap starts this way waits for the tap's own answer to be on screen (its Interaction to Next
 * Paint does not include it). Where frames are not drawn (a hidden tab, jsdom), a task.
 */
function afterNextPaint(then: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    window.setTimeout(then, 0);
    return;
  }
  requestAnimationFrame(() => window.setTimeout(then, 0));
}

/**
 * A promise that resolves once the page (lifecycle.ts keeps one per page) has loaded, then
 * stayed SETTLE_MS, and the browser is idle: when work nobody waits for (recording the visit,
 * saving the piece for offline reading, loading the backend to confirm nobody is signed in) may
 * start without slowing the first visit. It resolves sooner when the reader acts (a tap, a key,
 * a scroll: once the frame that answers it is drawn) or leaves the tab (at once), so a piece
 * read and left within those seconds is still counted and kept.
 */
export function whenPageSettles(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stopHearingReader = () => {
      for (const type of READER_EVENTS) window.removeEventListener(type, onReader);
    };
    // Resolving again (the idle wait ending after the reader acted) changes nothing.
    const settle = () => {
      stopHearingReader();
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    // The reader's first act, heard once; leaving the tab before its frame still settles at once.
    const onReader = () => {
      stopHearingReader();
      afterNextPaint(settle);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') settle();
    };
    // On the window, where the document's own scroll arrives (not a carousel's).
    for (const type of READER_EVENTS)
      window.addEventListener(type, onReader, { passive: true, signal });
    document.addEventListener('visibilitychange', onHidden, { signal });
    // The window may be gone when the timer fires (a test's document torn down meanwhile).
    const whenIdle = () =>
      typeof window !== 'undefined' && 'requestIdleCallback' in window
        ? window.requestIdleCallback(settle, { timeout: 2000 })
        : settle();
    const afterLoad = () => window.setTimeout(whenIdle, SETTLE_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true, signal });
  });
}
