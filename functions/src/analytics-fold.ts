import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readDailyRollup } from '../../src/domain/analytics/overview.ts';
import { emptyDay } from '../../src/domain/analytics/rollup.ts';
import { counterGains, sumDay, wouldShrink } from '../../src/domain/analytics/shards.ts';
import { adminDb } from './admin-app.ts';
import { rollupTarget, type RollupTarget } from './analytics-rollups.ts';

/**
 * How far before the last fold the next looks for shards written: a commit's time and the read
 * that follows it are apart by milliseconds, this covers clocks and slow commits many times over
 * (a day folded twice changes nothing).
 */
const LOOKBACK_MS = 5 * 60_000;

const isString = (value: unknown): value is string => typeof value === 'string';
const later = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

/**
 * Sums one day's shards into `analytics_daily/{day}` and moves the totals by what it gained, in
 * one transaction on the day. The shards are read at one instant and that instant is stored
 * (`foldedThrough`): a fold that read them earlier than the stored one changes nothing, so two
 * folds running at once never take a day back. A day counted before shards existed keeps what it
 * held as its `base`, added to every fold.
 */
export async function foldDay(db: Firestore, target: RollupTarget, day: string): Promise<void> {
  const shards = await target.shards.where('day', '==', day).get();
  const parts = shards.docs.map((doc) => readDailyRollup(day, doc.data()));
  await db.runTransaction(async (tx) => {
    const ref = target.daily.doc(day);
    const stored = await tx.get(ref);
    const data = stored.data();
    const folded: unknown = data?.foldedThrough;
    if (folded instanceof Timestamp && !later(shards.readTime, folded)) return;
    const before = readDailyRollup(day, data);
    const base: unknown = data?.base;
    const start =
      base && typeof base === 'object'
        ? readDailyRollup(day, base as Record<string, unknown>)
        : stored.exists && !(folded instanceof Timestamp)
          ? before
          : emptyDay(day);
    const after = sumDay(day, [start, ...parts]);
    if (wouldShrink(before, after)) {
      logger.warn('analytics fold: the shards of a day add up to less than it holds', { day });
      return;
    }
    const gains = counterGains(before, after);
    tx.set(ref, {
      ...after,
      ...(start.pageViews + start.shares + start.signups > 0 ? { base: start } : {}),
      foldedThrough: shards.readTime,
    });
    tx.set(
      target.totals,
      {
        pageViews: FieldValue.increment(gains.pageViews),
        shares: FieldValue.increment(gains.shares),
        signups: FieldValue.increment(gains.signups),
      },
      { merge: true },
    );
  });
}

/**
 * One fold: finds the days whose shards were written since the last fold (less LOOKBACK_MS),
 * folds each, then records when it looked (`foldedThrough` on the totals: the Analytics tab
 * says how current its figures are). Resolves with the days folded.
 */
export async function foldRollups(db: Firestore, target: RollupTarget): Promise<string[]> {
  const last: unknown = (await target.totals.get()).get('foldedThrough');
  const since =
    last instanceof Timestamp ? Timestamp.fromMillis(last.toMillis() - LOOKBACK_MS) : null;
  const written = await (since ? target.shards.where('updatedAt', '>=', since) : target.shards)
    .select('day')
    .get();
  const days = [...new Set(written.docs.map((doc) => doc.get('day') as unknown))]
    .filter(isString)
    .sort();
  for (const day of days) await foldDay(db, target, day);
  await target.totals.set({ foldedThrough: written.readTime }, { merge: true });
  return days;
}

/**
 * Scheduled `foldAnalytics`: every minute, the shards the rollup triggers keep become the daily
 * rollups and totals the Analytics tab reads (so they are at most about a minute behind). One
 * instance at a time; a run that fails is simply followed by the next.
 */
export const foldAnalytics = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Etc/UTC', maxInstances: 1, timeoutSeconds: 120 },
  async () => {
    const db = adminDb();
    await foldRollups(db, rollupTarget(db));
  },
);
