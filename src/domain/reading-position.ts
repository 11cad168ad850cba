/**
 * Where a reader is in an essay or dispatch: how far through it (0 to 1) their screen has
 * moved, kept on the device so that reopening the piece offers to continue there. Pure: the
 * page measures, this decides.
 */

/** Where a piece sits on the page, in CSS pixels. */
export interface ArticleLayout {
  /** The piece's top, from the top of the document. */
  top: number;
  /** Its height. */
  height: number;
  /** The height of the window. */
  viewport: number;
}

/** A position this close to the start is not worth offering to continue from... */
export const RESUME_FROM = 0.05;
/** ...nor one this close to the end: the piece was read. */
export const RESUME_UNTIL = 0.95;
/** A piece at least this many windows tall shows the reading-progress bar. */
export const LONG_PIECE_WINDOWS = 2;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** How much of the scroll through the piece is done: 0 at its top, 1 once its end is in view. */
export function readingProgress(scrollY: number, layout: ArticleLayout): number {
  const distance = layout.height - layout.viewport;
  if (distance <= 0) return scrollY + layout.viewport >= layout.top + layout.height ? 1 : 0;
  return clamp((scrollY - layout.top) / distance);
}

/** The window's scroll position that shows `progress` of the piece (readingProgress's inverse). */
export function scrollTopFor(progress: number, layout: ArticleLayout): number {
  return layout.top + clamp(progress) * Math.max(0, layout.height - layout.viewport);
}

/** Whether reopening a piece read to `progress` offers 'Continue where you left off'. */
export function offersResume(progress: number | null): progress is number {
  return progress !== null && progress >= RESUME_FROM && progress <= RESUME_UNTIL;
}

/** Whether the piece is long enough to be worth tracking at all (it scrolls past the window). */
export function isTrackable(layout: ArticleLayout): boolean {
  return layout.height > layout.viewport;
}

/** Whether the piece is long enough for the reading-progress bar. */
export function isLongPiece(layout: ArticleLayout): boolean {
  return layout.height >= LONG_PIECE_WINDOWS * layout.viewport;
}
