import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RollupEvent } from '../../src/domain/analytics/rollup.ts';
import { testDb } from '../test/emulators.ts';
import { countRollupEvent, rollupTarget, type RollupTarget } from './analytics-rollups.ts';

// Days no other test writes events on, so triggers of other tests' documents never meet these.
const DAY = '2031-03-04';
const at = (minute: number) => new Date(Date.parse(`${DAY}T10:00:00Z`) + minute * 60e3);

/** Rollups written under a test's own totals document (other tests' triggers keep the real one). */
function isolatedTarget(name: string): RollupTarget {
  const db = testDb();
  return { ...rollupTarget(db), totals: db.collection('analytics_totals').doc(name) };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('analytics rollups', () => {
  it('equal the raw counts after a burst of events, retried deliveries included', async () => {
    const db = testDb();
    const target = isolatedTarget('burst');
    const events: Array<[string, RollupEvent]> = [
      ...Array.from({ length: 60 }, (_, i): [string, RollupEvent] => [
        `page_views-v${i}`,
        { kind: 'page_view', pagePath: i % 3 ? '/essays/a' : '/', at: at(i) },
      ]),
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
      deliveries.map(([marker, event]) => countRollupEvent(db, target, marker, event)),
    );
    expect(counted.filter(Boolean)).toHaveLength(events.length);
    const day = (await target.daily.doc(DAY).get()).data();
    expect(day).toEqual({
      date: DAY,
      pageViews: 60,
      shares: 12,
      signups: 5,
      pages: { '%2F': 20, '%2Fessays%2Fa': 40 },
      platforms: { linkedin: 6, 'copy-link': 6 },
    });
    expect((await target.totals.get()).data()).toEqual({ pageViews: 60, shares: 12, signups: 5 });
    const marker = (await target.markers.doc('page_views-v0').get()).data();
    expect(marker?.expireAt).toEqual(Timestamp.fromDate(new Date(at(0).getTime() + 30 * 86400e3)));
  });

  // The first event starts the Functions emulator's worker: seconds on a loaded machine.
  it(
    'are kept by the triggers as page views, shares and sign-ups are stored',
    { timeout: 45_000 },
    async () => {
      const db = testDb();
      const day = '2031-05-06';
      const createdAt = Timestamp.fromDate(new Date(`${day}T12:00:00Z`));
      const view = {
        pagePath: '/essays/b',
        pageTitle: 'B',
        referrer: null,
        userAgent: 'x',
        sessionId: 's',
      };
      await Promise.all([
        ...Array.from({ length: 8 }, () => db.collection('page_views').add({ ...view, createdAt })),
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
      const rollup = await until(
        async () => (await db.collection('analytics_daily').doc(day).get()).data(),
        (data) => data?.pageViews === 8 && data?.shares === 1 && data?.signups === 1,
      );
      expect(rollup).toMatchObject({
        pageViews: 8,
        shares: 1,
        signups: 1,
        pages: { '%2Fessays%2Fb': 8 },
      });
    },
  );
});
