/**
 * Free views (public-site.md sections 4, 6 and 9; DECISIONS.md): a piece is open when the reader
 * is a confirmed subscriber, already viewed it, or has viewed fewer than FREE_VIEW_LIMIT distinct
 * pieces. Opening an open piece records its id once. Pure: storage is the caller's.
 */

export const FREE_VIEW_LIMIT = 5;
/** The browser storage key of the record. */
export const CONTENT_VIEWS_KEY = 'edge_content_views';

export interface ContentViews {
  viewedContent: string[];
  /** ISO time of the last change. */
  lastUpdated: string;
}

export const EMPTY_VIEWS: ContentViews = { viewedContent: [], lastUpdated: '' };

/** Reads a stored record; anything missing or malformed counts as no views at all. */
export function parseContentViews(raw: string | null): ContentViews {
  if (!raw) return EMPTY_VIEWS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_VIEWS;
    const { viewedContent, lastUpdated } = value as Record<string, unknown>;
    if (!Array.isArray(viewedContent) || !viewedContent.every((id) => typeof id === 'string')) {
      return EMPTY_VIEWS;
    }
    return {
      viewedContent: [...new Set(viewedContent as string[])],
      lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : '',
    };
  } catch {
    return EMPTY_VIEWS;
  }
}

export type Access =
  | {
      open: true;
      /** Free views left once this piece is counted; null for subscribers. */
      remaining: number | null;
    }
  | { open: false };

/** Whether `id` may be read now, and what remains once it is counted. */
export function accessTo(views: ContentViews, id: string, subscribed: boolean): Access {
  if (subscribed) return { open: true, remaining: null };
  const seen = views.viewedContent.includes(id);
  const count = views.viewedContent.length;
  if (!seen && count >= FREE_VIEW_LIMIT) return { open: false };
  return { open: true, remaining: Math.max(0, FREE_VIEW_LIMIT - count - (seen ? 0 : 1)) };
}

/** The record after reading `id` (unchanged when it was already counted). */
export function withView(views: ContentViews, id: string, now: Date): ContentViews {
  if (views.viewedContent.includes(id)) return views;
  return { viewedContent: [...views.viewedContent, id], lastUpdated: now.toISOString() };
}

/** The notice shown to a non-subscriber with one or no free views left, else null. */
export function remainingNotice(access: Access): string | null {
  if (!access.open || access.remaining === null || access.remaining > 1) return null;
  return `You have ${access.remaining} free view(s) remaining`;
}

/** The gate's heading (DECISIONS.md: the limit is 5 and the text says so). */
export const GATE_TITLE = `You've reached your free content limit (${FREE_VIEW_LIMIT} pieces)`;
