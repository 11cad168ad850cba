import { dayKey, DAY_MS } from '../calendar.ts';
import { OTHER_PAGES, pageRoute, type KnownSlugs } from './page-routes.ts';

/**
 * Daily rollups of the visitor events, so the Analytics tab reads a month in 31 documents
 * whatever the traffic: `analytics_daily/{YYYY-MM-DD}` (counters and per-page and per-platform
 * maps for that UTC day) and `analytics_totals/all` (all-time counters). On Firebase, Firestore
 * triggers on page_views, social_shares and subscribers add each event's `rollupDelta` to one of
 * the day's shards, and a scheduled fold sums the shards into the day and the totals every
 * minute (shards.ts: no document takes more than about one write a second); the demo backend
 * applies the same delta to the day and the totals with `applyRollup` as it stores an event.
 */

export const ANALYTICS_DAILY = 'analytics_daily';
export const ANALYTICS_TOTALS = 'analytics_totals';
export const ANALYTICS_TOTALS_ID = 'all';
/** One marker per counted event (`{collection}-{docId}`): a retried trigger counts nothing twice. */
export const ANALYTICS_MARKERS = 'analytics_markers';
/** Markers outlive any retry of their event (Firestore retries triggers for up to 7 days). */
export const MARKER_TTL_MS = 30 * DAY_MS;

/** The counters a day and the totals keep. */
export type RollupCounter = 'pageViews' | 'shares' | 'signups';
/** The per-key maps of a day. */
export type RollupMap = 'pages' | 'platforms';

/** `analytics_daily/{date}`. */
export interface DailyRollup extends Record<RollupCounter, number> {
  date: string;
  /** Views per page: keys are `pageKey(path)`. */
  pages: Record<string, number>;
  platforms: Record<string, number>;
}

/** `analytics_totals/all`. */
export type RollupTotals = Record<RollupCounter, number>;

/** An event as the rollup sees it. */
export type RollupEvent =
  | { kind: 'page_view'; pagePath: string; at: Date }
  | { kind: 'share'; platform: string; at: Date }
  | { kind: 'signup'; at: Date };

/**
 * What one event adds: one to a day's counter and to the total, and one to a key of that day's
 * map (sign-ups have none: their sources are counted over all time by count() queries).
 */
export interface RollupDelta {
  day: string;
  counter: RollupCounter;
  entry: { map: RollupMap; key: string } | null;
}

/** Longest page path kept as its own key; longer ones share their first 200 characters. */
const MAX_PAGE_KEY = 200;

/**
 * A page path as a map key: percent-encoded (no '.', '/' or '`' to trip a field path), query
 * and fragment dropped, bounded in length. OTHER_PAGES is its own key (no path encodes to it:
 * every encoded path starts with '%2F').
 */
export function pageKey(path: string): string {
  if (path === OTHER_PAGES) return OTHER_PAGES;
  const bare = (path.split(/[?#]/)[0] || '/').slice(0, MAX_PAGE_KEY);
  return encodeURIComponent(bare).replace(/\./g, '%2E');
}

/** The page path a key stands for (OTHER_PAGES for the 'other' entry). */
export function pagePathOf(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * What one event adds to the rollups. A page view counts under its page of the site
 * (page-routes.ts: a fixed page, a published piece's page, or 'other'), so a day's per-page
 * entries stay bounded whatever paths are sent.
 */
export function rollupDelta(event: RollupEvent, known: KnownSlugs): RollupDelta {
  const day = dayKey(event.at);
  switch (event.kind) {
    case 'page_view': {
      const key = pageKey(pageRoute(event.pagePath, known));
      return { day, counter: 'pageViews', entry: { map: 'pages', key } };
    }
    case 'share': {
      const key = encodeURIComponent(event.platform);
      return { day, counter: 'shares', entry: { map: 'platforms', key } };
    }
    case 'signup':
      return { day, counter: 'signups', entry: null };
  }
}

/** An empty day. */
export function emptyDay(date: string): DailyRollup {
  return { date, pageViews: 0, shares: 0, signups: 0, pages: {}, platforms: {} };
}

/** A day with one delta applied (in place), as the increments leave it; the total adds 1 too. */
export function applyRollup(day: DailyRollup, delta: RollupDelta): void {
  day[delta.counter] += 1;
  if (delta.entry) {
    const map = day[delta.entry.map];
    map[delta.entry.key] = (map[delta.entry.key] ?? 0) + 1;
  }
}
