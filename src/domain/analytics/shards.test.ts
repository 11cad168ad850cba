import { describe, expect, it } from 'vitest';
import { OTHER_PAGES } from './page-routes.ts';
import { emptyDay } from './rollup.ts';
import {
  counterGains,
  MAX_DAY_PAGES,
  ROLLUP_SHARDS,
  shardId,
  shardOf,
  sumDay,
  wouldShrink,
} from './shards.ts';

const DATE = '2026-11-20';

describe('shards', () => {
  it('spread events evenly: 100 a second leave no shard near one write a second', () => {
    const perShard = new Array<number>(ROLLUP_SHARDS).fill(0);
    for (let i = 0; i < 6000; i += 1) perShard[shardOf(`page_views-${i.toString(36)}x`)]! += 1;
    // 60 s at 100 events/s: 23 per shard on average.
    expect(Math.max(...perShard) / 60).toBeLessThan(1);
    expect(Math.min(...perShard)).toBeGreaterThan(5);
  });

  it('give an event the same shard every time it is delivered', () => {
    expect(shardOf('page_views-abc')).toBe(shardOf('page_views-abc'));
    expect(shardId(DATE, 7)).toBe('2026-11-20_007');
  });

  it('sum into a day, maps and all', () => {
    const a = { ...emptyDay(DATE), pageViews: 3, pages: { '%2F': 2, other: 1 } };
    const b = { ...emptyDay(DATE), pageViews: 1, shares: 2, pages: { '%2F': 1 } };
    const c = { ...emptyDay(DATE), signups: 1, platforms: { linkedin: 2 } };
    expect(sumDay(DATE, [a, b, c])).toEqual({
      date: DATE,
      pageViews: 4,
      shares: 2,
      signups: 1,
      pages: { '%2F': 3, other: 1 },
      platforms: { linkedin: 2 },
    });
  });

  it("keep a day's busiest pages and add the rest to other", () => {
    const pages = Object.fromEntries(
      Array.from({ length: MAX_DAY_PAGES + 10 }, (_, i) => [`%2Fp${i}`, i + 1]),
    );
    const day = sumDay(DATE, [{ ...emptyDay(DATE), pages, pageViews: 1 }]);
    expect(Object.keys(day.pages)).toHaveLength(MAX_DAY_PAGES);
    // The 11 quietest (1 + 2 + … + 11 views) are one 'other' entry.
    expect(day.pages[OTHER_PAGES]).toBe(66);
    expect(Object.values(day.pages).reduce((s, n) => s + n, 0)).toBe(
      Object.values(pages).reduce((s, n) => s + n, 0),
    );
  });

  it('tell what the totals gain and when a sum is stale', () => {
    const before = { ...emptyDay(DATE), pageViews: 5, shares: 1 };
    const after = { ...emptyDay(DATE), pageViews: 8, shares: 1, signups: 2 };
    expect(counterGains(before, after)).toEqual({ pageViews: 3, shares: 0, signups: 2 });
    expect(wouldShrink(before, after)).toBe(false);
    expect(wouldShrink(after, before)).toBe(true);
  });
});
