import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NO_KNOWN_SLUGS, type KnownSlugs } from '../../src/domain/analytics/page-routes.ts';
import type { RollupEvent } from '../../src/domain/analytics/rollup.ts';
import { testDb } from '../test/emulators.ts';
import { foldDay, foldRollups } from './analytics-fold.ts';
import { countRollupEvent, rollupTarget, type RollupTarget } from './analytics-rollups.ts';

// Days no other test writes events on, so triggers of other tests' documents never meet these.
const DAY = '2031-03-04';
const at = (minute: number) => new Date(Date.parse(`${DAY}T10:00:00Z`) + minute * 60e3);
const KNOWN: KnownSlugs = { ...NO_KNOWN_SLUGS, essays: new Set(['a']) };

/**
 * Rollups in collections of a test's own: other tests' triggers (still running after the reset
 * between tests) keep the real ones, and a fold would sum their shards too.
 */
function isolatedTarget(name: string): RollupTarget {
  const db = testDb();
  return {
    daily: db.collection(`test_${name}_daily`),
    totals: db.collection(`test_${name}_totals`).doc('all'),
    markers: db.collection(`test_${name}_markers`),
    shards: db.collection(`test_${name}_shards`),
  };
}

const views = (count: number, path: (i: number) => string, from = 0) =>
  Array.from({ length: count }, (_, i): [string, RollupEvent] => [
    `page_views-v${from + i}`,
    { kind: 'page_view', pagePath: path(from + i), at: at(i % 60) },
  ]);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 80_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('analytics rollups', () => {
  // About 130 commits at once: seconds on a loaded machine.
  it(
    'equal the raw counts once folded, retried deliveries included, no shard hot',
    { timeout: 60_000 },
    async () => {
      const db = testDb();
      const target = isolatedTarget('burst');
      const events: Array<[string, RollupEvent]> = [
        ...views(60, (i) => (i % 3 ? '/essays/a' : '/')),
        ...Array.from({ length: 12 }, (_, i): [string, RollupEvent] => [
          `social_shares-s${i}`,
          { kind: 'share', platform: i % 2 ? 'copy-link' : 'linkedin', at: at(i) },
        ]),
        ...Array.from({ length: 5 }, (_, i): [string, RollupEvent] => [
          `subscribers-u${i}`,
          { kind: 'signup', at: at(i) },
        ]),
      ];
      // Every event delivered, and a third of them delivered twice more, all at once.
      const deliveries = [
        ...events,
        ...events.filter((_, i) => i % 3 === 0),
        ...events.filter((_, i) => i % 3 === 0),
      ];
      const counted = await Promise.all(
        deliveries.map(([marker, event]) => countRollupEvent(db, target, marker, event, KNOWN)),
      );
      expect(counted.filter(Boolean)).toHaveLength(events.length);
      // The events went to many shards, none of them the day or the totals.
      const shards = await target.shards.get();
      expect(shards.size).toBeGreaterThan(40);
      expect((await target.daily.doc(DAY).get()).exists).toBe(false);

      expect(await foldRollups(db, target)).toEqual([DAY]);
      const day = (await target.daily.doc(DAY).get()).data();
      expect(day).toMatchObject({
        date: DAY,
        pageViews: 60,
        shares: 12,
        signups: 5,
        pages: { '%2F': 20, '%2Fessays%2Fa': 40 },
        platforms: { linkedin: 6, 'copy-link': 6 },
      });
      expect((await target.totals.get()).data()).toMatchObject({
        pageViews: 60,
        shares: 12,
        signups: 5,
      });
      const marker = (await target.markers.doc('page_views-v0').get()).data();
      expect(marker?.expireAt).toEqual(
        Timestamp.fromDate(new Date(at(0).getTime() + 30 * 86400e3)),
      );
      // A shard outlives every retry of its day's events by weeks.
      const shard = shards.docs[0]?.data();
      expect(shard?.expireAt).toEqual(Timestamp.fromMillis(Date.parse(DAY) + 40 * 86400e3));
    },
  );

  it('fold again to the same figures, and add only what came since', async () => {
    const db = testDb();
    const target = isolatedTarget('again');
    const count = (events: Array<[string, RollupEvent]>) =>
      Promise.all(events.map(([id, event]) => countRollupEvent(db, target, id, event, KNOWN)));
    await count(views(10, () => '/'));
    await foldRollups(db, target);
    // Nothing new: the same figures. Two folds at once, with events between: never counted twice.
    expect(await foldRollups(db, target)).toEqual([DAY]);
    await Promise.all([
      foldRollups(db, target),
      count(views(7, () => '/essays/a', 10)),
      foldDay(db, target, DAY),
    ]);
    await foldRollups(db, target);
    expect((await target.daily.doc(DAY).get()).data()).toMatchObject({
      pageViews: 17,
      pages: { '%2F': 10, '%2Fessays%2Fa': 7 },
    });
    expect((await target.totals.get()).data()).toMatchObject({ pageViews: 17 });
    expect((await target.totals.get()).get('foldedThrough')).toBeInstanceOf(Timestamp);
  });

  it('keep what a day held before shards existed, as its base', async () => {
    const db = testDb();
    const target = isolatedTarget('base');
    await target.daily.doc(DAY).set({
      date: DAY,
      pageViews: 500,
      shares: 3,
      signups: 2,
      pages: { '%2F': 500 },
      platforms: { linkedin: 3 },
    });
    await target.totals.set({ pageViews: 900, shares: 3, signups: 2 });
    await Promise.all(
      views(4, () => '/').map(([id, event]) => countRollupEvent(db, target, id, event, KNOWN)),
    );
    await foldRollups(db, target);
    await foldRollups(db, target);
    expect((await target.daily.doc(DAY).get()).data()).toMatchObject({
      pageViews: 504,
      pages: { '%2F': 504 },
      platforms: { linkedin: 3 },
    });
    expect((await target.totals.get()).data()).toMatchObject({ pageViews: 904, shares: 3 });
  });

  it(
    "bound a day's pages: 700 unique 190-character paths are one 'other' entry",
    { timeout: 90_000 },
    async () => {
      const db = testDb();
      const target = isolatedTarget('paths');
      const long = (i: number) => `/${String(i).padStart(4, '0')}-${'p'.repeat(184)}`;
      const events = views(700, long);
      for (let i = 0; i < events.length; i += 100) {
        await Promise.all(
          events
            .slice(i, i + 100)
            .map(([id, event]) => countRollupEvent(db, target, id, event, KNOWN)),
        );
      }
      await foldRollups(db, target);
      const day = (await target.daily.doc(DAY).get()).data();
      expect(day).toMatchObject({ pageViews: 700, pages: { other: 700 } });
      expect(Object.keys(day?.pages ?? {})).toEqual(['other']);
    },
  );

  // The first event starts the Functions emulator's worker: seconds on a loaded machine.
  it(
    'are kept by the triggers as page views, shares and sign-ups are stored, then folded',
    { timeout: 100_000 },
    async () => {
      const db = testDb();
      const day = '2031-05-06';
      const createdAt = Timestamp.fromDate(new Date(`${day}T12:00:00Z`));
      await db.collection('essays').add({ slug: 'b', status: 'published', title: 'B' });
      const view = {
        pageTitle: 'B',
        referrer: null,
        userAgent: 'x',
        sessionId: 's',
        createdAt,
      };
      await Promise.all([
        ...Array.from({ length: 8 }, () =>
          db.collection('page_views').add({ ...view, pagePath: '/essays/b' }),
        ),
        db.collection('page_views').add({ ...view, pagePath: '/essays/not-published' }),
        db.collection('social_shares').add({ platform: 'x', pagePath: '/essays/b', createdAt }),
        db.collection('subscribers').add({
          email: 'ada@example.com',
          name: null,
          source: 'newsletter',
          status: 'pending',
          createdAt,
          confirmedAt: null,
          unsubscribedAt: null,
        }),
      ]);
      const target = rollupTarget(db);
      const rollup = await until(
        async () => {
          await foldRollups(db, target);
          return (await target.daily.doc(day).get()).data();
        },
        (data) => data?.pageViews === 9 && data?.shares === 1 && data?.signups === 1,
      );
      expect(rollup).toMatchObject({
        pageViews: 9,
        shares: 1,
        signups: 1,
        pages: { '%2Fessays%2Fb': 8, other: 1 },
      });
    },
  );
});
