import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testDb } from '../test/emulators.ts';
import { settleNewsletterDeliveries } from './newsletter-delivery.ts';

const NOW = new Date('2026-11-20T06:00:00Z');
const daysAgo = (days: number) => Timestamp.fromMillis(NOW.getTime() - days * 86_400_000);

async function newsletter(id: string, sentDaysAgo: number, states: string[]) {
  const db = testDb();
  await db
    .collection('newsletters')
    .doc(id)
    .set({
      subject: id,
      status: 'sent',
      recipientCount: states.length,
      createdAt: daysAgo(sentDaysAgo),
      sentAt: daysAgo(sentDaysAgo),
    });
  await Promise.all(
    states.map((state, i) =>
      db
        .collection('mail')
        .doc(`${id}-${i}`)
        .set({ to: `r${i}@example.com`, newsletterId: id, delivery: { state } }),
    ),
  );
}

const deliveryOf = async (id: string) =>
  (await testDb().collection('newsletters').doc(id).get()).get('delivery') as unknown;

describe('settled newsletter deliveries', () => {
  it('keep the counts of a send a week old before its mail expires, once', async () => {
    await newsletter('week-old', 10, ['SUCCESS', 'SUCCESS', 'ERROR', 'PENDING']);
    await newsletter('yesterday', 1, ['SUCCESS']);
    await newsletter('long-gone', 40, []);
    expect(await settleNewsletterDeliveries(testDb(), NOW)).toEqual(['week-old']);
    expect(await deliveryOf('week-old')).toEqual({ delivered: 2, failed: 1 });
    expect(await deliveryOf('yesterday')).toBeUndefined();
    expect(await deliveryOf('long-gone')).toBeUndefined();
    // The mail expires; the record keeps what it counted.
    await testDb().collection('mail').doc('week-old-0').delete();
    expect(await settleNewsletterDeliveries(testDb(), NOW)).toEqual([]);
    expect(await deliveryOf('week-old')).toEqual({ delivered: 2, failed: 1 });
  });
});
