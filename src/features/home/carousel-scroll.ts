/** How long the carousel takes to move a slide (public-site.md, home item 1). */
export const SLIDE_MS = 300;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * A ref callback for Chakra's carousel track: the smooth scrolls the carousel asks of it take
 * `SLIDE_MS` whatever the distance (a browser's own smooth scroll takes 400 to 800 ms), and none
 * with reduced motion. Scroll snapping pauses while the track moves, else it would pull each step
 * back to a slide. A visitor's own swipe is native scrolling and is left alone. Returns the
 * cleanup React 19 calls when the track goes.
 */
export function timeSlideScrolls(track: HTMLElement | null): (() => void) | undefined {
  if (!track || typeof track.scrollTo !== 'function') return;
  let frame = 0;
  const native = track.scrollTo.bind(track);
  track.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
    if (typeof options !== 'object' || options.behavior !== 'smooth') {
      native(options as number, y as number);
      return;
    }
    cancelAnimationFrame(frame);
    const from = track.scrollLeft;
    const to = options.left ?? from;
    if (from === to || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      native({ left: to, behavior: 'instant' });
      return;
    }
    const snap = track.style.scrollSnapType;
    track.style.scrollSnapType = 'none';
    // Timed by the frames' own clock: the first frame is the slide's start.
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / SLIDE_MS);
      track.scrollLeft = from + (to - from) * easeInOut(t);
      if (t < 1) frame = requestAnimationFrame(step);
      else track.style.scrollSnapType = snap;
    };
    frame = requestAnimationFrame(step);
  }) as HTMLElement['scrollTo'];
  return () => {
    cancelAnimationFrame(frame);
    track.scrollTo = native;
  };
}
