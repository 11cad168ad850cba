import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  isLongPiece,
  isTrackable,
  offersResume,
  readingProgress,
  scrollTopFor,
  type ArticleLayout,
} from '../../domain/reading-position.ts';
import { readingPositions, type ReadingPositions } from '../../stores/offline-library';
import type { Lifecycle } from '../../platform/lifecycle/lifecycle.ts';
import { useLifecycle } from '../../platform/lifecycle/lifecycle-context.tsx';

/**
 * Reads the saved position (`read`): at once on a return visit, whose scripts the service worker
 * (there since the first) keeps; on a first visit, once the page is released (its lifecycle's,
 * when it has settled or the reader acts). A first visit has no position saved, and reading it
 * would bring the positions' IndexedDB code into its first load.
 */
function whenSavedReadable<T>(lifecycle: Lifecycle, read: () => Promise<T>): Promise<T> {
  return navigator.serviceWorker?.controller ? read() : lifecycle.afterRelease(read);
}

/** A position is written at most this often while the reader scrolls (and when they leave). */
export const SAVE_EVERY_MS = 1000;

/** The piece's place on the page, once its text is shown (not behind the gate or a spinner). */
function layoutOf(article: HTMLElement | null): ArticleLayout | null {
  if (!article?.querySelector('.prose')) return null;
  const rect = article.getBoundingClientRect();
  const layout = {
    top: rect.top + window.scrollY,
    height: rect.height,
    viewport: window.innerHeight,
  };
  return isTrackable(layout) ? layout : null;
}

/** The first block of the text at or below `top`: where focus goes after continuing. */
function blockAt(article: HTMLElement, top: number): HTMLElement | null {
  const blocks = article.querySelectorAll<HTMLElement>('.prose > *');
  for (const block of blocks) {
    if (block.getBoundingClientRect().top + window.scrollY >= top) return block;
  }
  return blocks[blocks.length - 1] ?? null;
}

export interface ReadingPosition {
  /** How far through the piece the window is (0 to 1); null while the piece is not tracked. */
  progress: number | null;
  /** Whether the piece is long enough for the reading-progress bar. */
  long: boolean;
  /** Where the reader left off last time, offered until they continue or read past it. */
  offer: number | null;
  /** Scrolls to the offered position and moves focus to the text there. */
  resume: () => void;
}

/**
 * Follows how far the reader is through the piece in `articleRef` and keeps it on the device
 * under `key` (its offline library key), so that reopening it offers to continue there. While
 * the offer stands, scrolling above it is not written, so a glance at the top loses nothing.
 */
export function useReadingPosition(
  key: string,
  articleRef: RefObject<HTMLElement | null>,
  positions: ReadingPositions = readingPositions,
): ReadingPosition {
  const lifecycle = useLifecycle();
  const [progress, setProgress] = useState<number | null>(null);
  const [long, setLong] = useState(false);
  const [offer, setOffer] = useState<number | null>(null);
  // undefined until the saved position has been read: nothing is written before.
  const saved = useRef<number | null | undefined>(undefined);
  const offerRef = useRef<number | null>(null);
  const unsaved = useRef<number | null>(null);
  // Measures again (set by the scroll effect): a scroll made before the saved position was
  // known was not written, and is once it is.
  const remeasure = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    void whenSavedReadable(lifecycle, () => positions.get(key)).then((value) => {
      if (!live) return;
      saved.current = value;
      if (offersResume(value)) {
        offerRef.current = value;
        setOffer(value);
      }
      remeasure.current();
    });
    return () => {
      live = false;
    };
  }, [lifecycle, key, positions]);

  useEffect(() => {
    // Held here: React lets go of the ref before this effect's clean-up measures a last time.
    const article = articleRef.current;
    let frame = 0;
    let timer: number | undefined;
    const flush = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (unsaved.current === null) return;
      void positions.set(key, unsaved.current);
      unsaved.current = null;
    };
    const measure = () => {
      frame = 0;
      const layout = layoutOf(article);
      if (!layout) return setProgress(null);
      const now = readingProgress(window.scrollY, layout);
      setProgress(Math.round(now * 1000) / 1000);
      setLong(isLongPiece(layout));
      // Nothing is written before the saved position is known: it could be lost.
      if (saved.current === undefined) return;
      if (offerRef.current !== null) {
        if (now < offerRef.current) return;
        offerRef.current = null; // read past it: the offer has done its work
        setOffer(null);
      }
      unsaved.current = now;
      timer ??= window.setTimeout(flush, SAVE_EVERY_MS);
    };
    const onChange = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    // Leaving: the scroll not yet measured counts too.
    const leave = () => {
      if (frame) {
        window.cancelAnimationFrame(frame);
        measure();
      }
      flush();
    };
    remeasure.current = onChange;
    const resized = new ResizeObserver(onChange);
    if (article) resized.observe(article);
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    window.addEventListener('pagehide', leave);
    onChange();
    return () => {
      remeasure.current = () => {};
      resized.disconnect();
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [key, articleRef, positions]);

  const resume = useCallback(() => {
    const article = articleRef.current;
    const layout = layoutOf(article);
    const target = offerRef.current;
    if (!article || !layout || target === null) return;
    offerRef.current = null;
    setOffer(null);
    const top = scrollTopFor(target, layout);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
    const block = blockAt(article, top);
    if (block) {
      block.tabIndex = -1;
      block.focus({ preventScroll: true });
    }
  }, [articleRef]);

  return { progress, long, offer, resume };
}
