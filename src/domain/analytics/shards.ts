import { DAY_MS } from '../calendar.ts';
import { OTHER_PAGES } from './page-routes.ts';
import { emptyDay, type DailyRollup, type RollupCounter } from './rollup.ts';

/**
 * Sharded counters, so no rollup document is hot. Firestore sustains about one write a second
 * per document; at 100 events a second one day document and one totals document took 100 each.
 * So each event adds to one of ROLLUP_SHARDS shard documents of its day
 * (`analytics_shards/{day}_{nnn}`, the shard chosen from the event's id) and a scheduled fold,
 * every minute, sums a day's shards into `analytics_daily/{day}` and moves the totals by what
 * the day gained. At 100 events a second a shard takes 0.4 writes a second on average (about
 * 1.2 in its busiest 10 s); the day and the totals take one a minute. The shards are cumulative
 * (never reset), so a fold is a sum, and folding twice changes nothing.
 */

/** The shard documents of the days (the functions' alone). */
export const ANALYTICS_SHARDS = 'analytics_shards';
/** Shards per day: 100 events/s spread over 256 documents is well under one write/s each. */
export const ROLLUP_SHARDS = 256;
/**
 * Shards outlive the last retry of their day's events (7 days) by weeks, so a day is never
 * folded again from a partial set; folded days keep their totals in analytics_daily.
 */
export const SHARD_TTL_MS = 40 * DAY_MS;
/** Most page entries a folded day keeps; the rest add to 'other' (the routes bound it anyway). */
export const MAX_DAY_PAGES = 1000;

const COUNTERS: readonly RollupCounter[] = ['pageViews', 'shares', 'signups'];

/** The shard an event adds to: a hash of its marker id (FNV-1a), so a retry finds the same one. */
export function shardOf(markerId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < markerId.length; i += 1) {
    hash ^= markerId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ROLLUP_SHARDS;
}

/** A shard's document id: `{day}_{shard}`, the shard zero-padded. */
export function shardId(day: string, shard: number): string {
  return `${day}_${String(shard).padStart(3, '0')}`;
}

function addMap(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

/** The MAX_DAY_PAGES busiest pages; the others add to 'other'. */
function capPages(pages: Record<string, number>): Record<string, number> {
  const entries = Object.entries(pages).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (entries.length <= MAX_DAY_PAGES) return pages;
  const kept: Record<string, number> = Object.fromEntries(entries.slice(0, MAX_DAY_PAGES - 1));
  const rest = entries.slice(MAX_DAY_PAGES - 1).reduce((sum, [, n]) => sum + n, 0);
  kept[OTHER_PAGES] = (kept[OTHER_PAGES] ?? 0) + rest;
  return kept;
}

/** A day as its parts add up: a base (what it held before shards) and its shards. */
export function sumDay(date: string, parts: readonly DailyRollup[]): DailyRollup {
  const day = emptyDay(date);
  for (const part of parts) {
    for (const counter of COUNTERS) day[counter] += part[counter];
    addMap(day.pages, part.pages);
    addMap(day.platforms, part.platforms);
  }
  day.pages = capPages(day.pages);
  return day;
}

/** How far each counter moved from one fold of a day to the next (what the totals gain). */
export function counterGains(
  before: DailyRollup,
  after: DailyRollup,
): Record<RollupCounter, number> {
  return {
    pageViews: after.pageViews - before.pageViews,
    shares: after.shares - before.shares,
    signups: after.signups - before.signups,
  };
}

/** Whether a fold would take a counter back (shards only grow, so a smaller sum is stale). */
export function wouldShrink(before: DailyRollup, after: DailyRollup): boolean {
  return COUNTERS.some((counter) => after[counter] < before[counter]);
}
