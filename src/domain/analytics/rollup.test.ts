import { describe, expect, it } from 'vitest';
import {
  buildAnalyticsOverview,
  hasAnalyticsData,
  readDailyRollup,
  readTotals,
  type AnalyticsCounts,
} from './overview.ts';
import { NO_KNOWN_SLUGS, OTHER_PAGES } from './page-routes.ts';
import {
  applyRollup,
  emptyDay,
  pageKey,
  pagePathOf,
  rollupDelta,
  type DailyRollup,
} from './rollup.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const KNOWN = {
  ...NO_KNOWN_SLUGS,
  essays: new Set(['a', ...Array.from({ length: 11 }, (_, i) => `p${i}`)]),
};
const COUNTS: AnalyticsCounts = {
  subscribers: 12,
  subscribersLastWeek: 3,
  publishedEssays: 4,
  publishedArticles: 2,
  sources: { newsletter: 7, 'book-waitlist': 3 },
};

function days(events: Parameters<typeof rollupDelta>[0][]): DailyRollup[] {
  const byDay = new Map<string, DailyRollup>();
  for (const event of events) {
    const delta = rollupDelta(event, KNOWN);
    if (!byDay.has(delta.day)) byDay.set(delta.day, emptyDay(delta.day));
    applyRollup(byDay.get(delta.day)!, delta);
  }
  return [...byDay.values()];
}

describe('rollups', () => {
  it('count a page view on its UTC day, under its path without query or fragment', () => {
    const [day] = days([
      { kind: 'page_view', pagePath: '/essays/a?x=1#top', at: new Date('2026-11-19T23:59:59Z') },
      { kind: 'page_view', pagePath: '/essays/a', at: new Date('2026-11-19T00:00:00Z') },
    ]);
    expect(day).toMatchObject({ date: '2026-11-19', pageViews: 2, pages: { '%2Fessays%2Fa': 2 } });
  });

  it('keep page keys free of dots and slashes, and read them back', () => {
    const key = pageKey('/v1.2/ça va');
    expect(key).not.toMatch(/[./]/);
    expect(pagePathOf(key)).toBe('/v1.2/ça va');
    expect(pageKey('')).toBe('%2F');
  });

  it("bound a day's document: 10,000 unique paths of up to 2,048 characters are one 'other' entry", () => {
    const at = new Date('2026-11-19T12:00:00Z');
    const stray = Array.from({ length: 10_000 }, (_, i) => ({
      kind: 'page_view' as const,
      pagePath: `/${i}-${'x'.repeat(i % 2_040)}`,
      at,
    }));
    const site = ['/', '/essays/a', '/essays/p3', '/offline'].map((pagePath) => ({
      kind: 'page_view' as const,
      pagePath,
      at,
    }));
    const [day] = days([...stray, ...site]);
    expect(day!.pageViews).toBe(10_004);
    expect(day!.pages).toEqual({
      [OTHER_PAGES]: 10_000,
      '%2F': 1,
      '%2Fessays%2Fa': 1,
      '%2Fessays%2Fp3': 1,
      '%2Foffline': 1,
    });
    // Far below Firestore's 1 MiB document: the day stays writable whatever paths are sent.
    expect(JSON.stringify(day).length).toBeLessThan(1_000);
  });

  it('read a stored day defensively', () => {
    expect(readDailyRollup('2026-11-01', { pageViews: 'x', pages: { a: 2, b: -1 } })).toEqual({
      ...emptyDay('2026-11-01'),
      pages: { a: 2, b: 0 },
    });
    expect(readTotals(undefined)).toEqual({ pageViews: 0, shares: 0, signups: 0 });
  });
});

describe('buildAnalyticsOverview', () => {
  const stored = days([
    ...Array.from({ length: 12 }, (_, i) => ({
      kind: 'page_view' as const,
      pagePath: `/p${i % 11}`,
      at: new Date('2026-11-20T10:00:00Z'),
    })),
    { kind: 'page_view', pagePath: '/', at: new Date('2026-11-18T10:00:00Z') },
    { kind: 'page_view', pagePath: '/', at: new Date('2026-10-01T10:00:00Z') },
    { kind: 'share', platform: 'copy-link', at: new Date('2026-11-19T10:00:00Z') },
    { kind: 'share', platform: 'linkedin', at: new Date('2026-11-19T11:00:00Z') },
    { kind: 'share', platform: 'linkedin', at: new Date('2026-11-19T12:00:00Z') },
    { kind: 'signup', at: new Date('2026-11-19T12:00:00Z') },
  ]);
  const overview = buildAnalyticsOverview(
    stored,
    { pageViews: 500, shares: 9, signups: 12 },
    COUNTS,
    NOW,
    NOW,
  );

  it('keeps a 30-day series ending today, oldest first', () => {
    expect(overview.traffic).toHaveLength(30);
    expect(overview.traffic[0]?.date).toBe('2026-10-22');
    expect(overview.traffic.at(-1)).toEqual({ date: '2026-11-20', views: 12 });
    expect(overview.traffic.at(-3)).toEqual({ date: '2026-11-18', views: 1 });
    expect(overview.signups.at(-2)).toEqual({ date: '2026-11-19', count: 1 });
  });

  it('ranks the top 10 pages of the window, / as Home', () => {
    expect(overview.topPages).toHaveLength(10);
    expect(overview.topPages[0]).toEqual({ path: '/p0', label: '/p0', views: 2 });
    expect(overview.topPages.find((page) => page.path === '/')).toEqual({
      path: '/',
      label: 'Home',
      views: 1,
    });
  });

  it('names the entry of the paths that are none of the site pages Other pages', () => {
    const [day] = days([
      { kind: 'page_view', pagePath: '/no-such-page', at: NOW },
      { kind: 'page_view', pagePath: '/essays/not-published', at: NOW },
    ]);
    const { topPages } = buildAnalyticsOverview([day!], readTotals({}), COUNTS, NOW, null);
    expect(topPages).toEqual([{ path: OTHER_PAGES, label: 'Other pages', views: 2 }]);
  });

  it('lists shares by platform, dashes as spaces, and sources with the rest as unknown', () => {
    expect(overview.sharesByPlatform).toEqual([
      { platform: 'linkedin', label: 'linkedin', count: 2 },
      { platform: 'copy-link', label: 'copy link', count: 1 },
    ]);
    expect(overview.sources).toEqual([
      { source: 'newsletter', count: 7 },
      { source: 'book-waitlist', count: 3 },
      { source: 'unknown', count: 2 },
    ]);
    expect(overview).toMatchObject({ pageViews: 500, shares: 9, subscribers: 12 });
  });

  it('has nothing to show when nothing was ever counted', () => {
    const none = buildAnalyticsOverview(
      [],
      readTotals(undefined),
      {
        subscribers: 0,
        subscribersLastWeek: 0,
        publishedEssays: 0,
        publishedArticles: 0,
        sources: {},
      },
      NOW,
      null,
    );
    expect(hasAnalyticsData(none)).toBe(false);
    expect(hasAnalyticsData(overview)).toBe(true);
  });
});
