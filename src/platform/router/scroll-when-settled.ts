/** How long a deep link keeps its target in view while the content above it loads. */
const SETTLE_MS = 3000;
const USER_INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `scroll` after the first paint, and again whenever the page's height changes in the next
 * few seconds (lists above the target filling in), until the visitor scrolls or clicks on their
 * own. So a link to /#school or /?card=... lands on its section, not where it was before the
 * essays loaded. Returns a cleanup that stops it.
 */
export function scrollWhenSettled(scroll: () => void): () => void {
  let frame = requestAnimationFrame(scroll);
  let lastHeight = document.documentElement.scrollHeight;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          const height = document.documentElement.scrollHeight;
          if (height === lastHeight) return;
          lastHeight = height;
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(scroll);
        });
  observer?.observe(document.body);
  // The visitor has taken over (or time is up): follow no further changes.
  const stopFollowing = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    USER_INTENT.forEach((type) => window.removeEventListener(type, stopFollowing, true));
  };
  const timer = window.setTimeout(stopFollowing, SETTLE_MS);
  USER_INTENT.forEach((type) =>
    window.addEventListener(type, stopFollowing, { capture: true, passive: true }),
  );
  return () => {
    cancelAnimationFrame(frame);
    stopFollowing();
  };
}
