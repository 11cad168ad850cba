import { lastDays } from '../calendar.ts';
import { SUBSCRIBER_SOURCES, type SubscriberSource } from '../types.ts';
import { OTHER_PAGES, OTHER_PAGES_LABEL } from './page-routes.ts';
import {
  emptyDay,
  pagePathOf,
  type DailyRollup,
  type RollupCounter,
  type RollupTotals,
} from './rollup.ts';

/** admin-cms.md section 9: a 30-day series of which 10 days are shown; the top 10 pages. */
export const ANALYTICS_LIMITS = { days: 30, shownDays: 10, topPages: 10, lastWeekDays: 7 } as const;

export const ANALYTICS_EMPTY = 'No analytics data available';
export const ANALYTICS_FAILED = 'Failed to load analytics data';

/** What count() queries answer (Firebase) or the demo counts: never a read of every row. */
export interface AnalyticsCounts {
  subscribers: number;
  subscribersLastWeek: number;
  publishedEssays: number;
  publishedArticles: number;
  /** Subscribers per source, all time. */
  sources: Partial<Record<SubscriberSource, number>>;
}

/** Everything the Analytics tab draws. */
export interface AnalyticsOverview {
  pageViews: number;
  shares: number;
  subscribers: number;
  subscribersLastWeek: number;
  publishedEssays: number;
  publishedArticles: number;
  /** Page views per day, the last 30 days, oldest first. */
  traffic: { date: string; views: number }[];
  topPages: { path: string; label: string; views: number }[];
  sharesByPlatform: { platform: string; label: string; count: number }[];
  /** Sign-ups per day, the last 30 days, oldest first. */
  signups: { date: string; count: number }[];
  sources: { source: string; count: number }[];
  /**
   * When the page views, shares and sign-ups were last brought up to date (on Firebase a
   * scheduled fold does it every minute; the demo counts at once), or null before the first.
   */
  countedAt: Date | null;
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

function counts(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, n]) => [key, num(n)]));
}

/** A stored daily document, read field by field (a missing or odd field reads as zero). */
export function readDailyRollup(
  date: string,
  data: Record<string, unknown> | undefined,
): DailyRollup {
  const raw = data ?? {};
  return {
    date,
    pageViews: num(raw.pageViews),
    shares: num(raw.shares),
    signups: num(raw.signups),
    pages: counts(raw.pages),
    platforms: counts(raw.platforms),
  };
}

/** The stored totals document (missing: all zero). */
export function readTotals(data: Record<string, unknown> | undefined): RollupTotals {
  const raw = data ?? {};
  const counter = (name: RollupCounter) => num(raw[name]);
  return {
    pageViews: counter('pageViews'),
    shares: counter('shares'),
    signups: counter('signups'),
  };
}

function sumMaps(days: readonly DailyRollup[], map: 'pages' | 'platforms'): [string, number][] {
  const sums = new Map<string, number>();
  for (const day of days) {
    for (const [key, n] of Object.entries(day[map])) sums.set(key, (sums.get(key) ?? 0) + n);
  }
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The label of a page: '/' is Home, the pages that are none of the site's are Other pages. */
export function pageLabel(path: string): string {
  if (path === OTHER_PAGES) return OTHER_PAGES_LABEL;
  return path === '/' ? 'Home' : path;
}

/**
 * The Analytics tab's figures: the last 30 days' rollups, the all-time totals (and when they
 * were last brought up to date) and the counts.
 */
export function buildAnalyticsOverview(
  stored: readonly DailyRollup[],
  totals: RollupTotals,
  counted: AnalyticsCounts,
  now: Date,
  countedAt: Date | null,
): AnalyticsOverview {
  const byDate = new Map(stored.map((day) => [day.date, day]));
  const days = lastDays(now, ANALYTICS_LIMITS.days).map(
    (date) => byDate.get(date) ?? emptyDay(date),
  );
  const known = SUBSCRIBER_SOURCES.map((source) => ({
    source,
    count: counted.sources[source] ?? 0,
  }));
  const unknown = counted.subscribers - known.reduce((sum, { count }) => sum + count, 0);
  return {
    pageViews: totals.pageViews,
    shares: totals.shares,
    subscribers: counted.subscribers,
    subscribersLastWeek: counted.subscribersLastWeek,
    publishedEssays: counted.publishedEssays,
    publishedArticles: counted.publishedArticles,
    traffic: days.map(({ date, pageViews }) => ({ date, views: pageViews })),
    topPages: sumMaps(days, 'pages')
      .slice(0, ANALYTICS_LIMITS.topPages)
      .map(([key, views]) => {
        const path = pagePathOf(key);
        return { path, label: pageLabel(path), views };
      }),
    sharesByPlatform: sumMaps(days, 'platforms').map(([key, count]) => {
      const platform = pagePathOf(key);
      return { platform, label: platform.replace(/-/g, ' '), count };
    }),
    signups: days.map(({ date, signups }) => ({ date, count: signups })),
    sources: [...known, ...(unknown > 0 ? [{ source: 'unknown', count: unknown }] : [])]
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count),
    countedAt,
  };
}

/** Whether there is anything at all to show (else the tab says 'No analytics data available'). */
export function hasAnalyticsData(overview: AnalyticsOverview): boolean {
  return (
    overview.pageViews +
      overview.shares +
      overview.subscribers +
      overview.publishedEssays +
      overview.publishedArticles >
    0
  );
}
