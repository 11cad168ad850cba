import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testDb } from '../test/emulators.ts';
import { healthId, mailDeliveryHandler, MAIL_HEALTH } from './mail-delivery.ts';
import { firestoreMailQueue } from './mail-queue.ts';
import { subscriberDocument } from './subscriber-store.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const DAY = 86_400_000;
const ADA = 'ada@example.com';
const REJECTED =
  'Error: Can\u2019t send mail - all recipients were rejected: 550 5.1.1 User unknown';

async function addRow(id: string, source: 'newsletter' | 'book-waitlist', status = 'confirmed') {
  await testDb()
    .collection('subscribers')
    .doc(id)
    .set(
      subscriberDocument({
        email: ADA,
        name: null,
        source,
        status: status as 'confirmed',
        createdAt: new Date(NOW.getTime() - 30 * DAY),
        confirmedAt: new Date(NOW.getTime() - 30 * DAY),
        unsubscribedAt: null,
      }),
    );
}

async function queue(id: string) {
  await firestoreMailQueue(testDb()).queue([
    {
      id,
      mail: {
        to: ADA,
        message: { subject: 'S', html: '<p>x</p>', text: 'x' },
        headers: {},
        kind: 'newsletter',
        newsletterId: 'n',
        subscriberId: 'row-1',
        createdAt: NOW,
      },
    },
  ]);
}

/** The extension moving a mail from PROCESSING to a final state, as the trigger sees it. */
async function report(id: string, state: 'SUCCESS' | 'ERROR', error: string | null = REJECTED) {
  const endTime = Timestamp.fromDate(new Date(NOW.getTime() + 60_000));
  const before = { to: ADA, delivery: { state: 'PROCESSING' as const } };
  const after = { to: ADA, delivery: { state, endTime, ...(state === 'ERROR' ? { error } : {}) } };
  await testDb().collection('mail').doc(id).update({ delivery: after.delivery });
  await mailDeliveryHandler(testDb(), id, before, after, () => NOW);
}

const status = async (id: string) =>
  (await testDb().collection('subscribers').doc(id).get()).get('status') as unknown;

describe('mail deliveries', () => {
  it('keep a mail 30 days from creation, then 30 days from the end of its delivery', async () => {
    await queue('m1');
    const queued = (await testDb().collection('mail').doc('m1').get()).get('expireAt');
    expect(queued).toEqual(Timestamp.fromMillis(NOW.getTime() + 30 * DAY));
    await report('m1', 'SUCCESS');
    const delivered = (await testDb().collection('mail').doc('m1').get()).get('expireAt');
    expect(delivered).toEqual(Timestamp.fromMillis(NOW.getTime() + 60_000 + 30 * DAY));
  });

  it('mark an address bounced on every list after three failures running; a success resets', async () => {
    await addRow('row-1', 'newsletter');
    await addRow('row-2', 'book-waitlist', 'pending');
    await addRow('row-3', 'book-waitlist', 'unsubscribed');
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5']) await queue(id);
    await report('m1', 'ERROR');
    await report('m2', 'ERROR');
    await report('m3', 'SUCCESS');
    await report('m4', 'ERROR');
    // The same report delivered again counts once.
    await report('m4', 'ERROR');
    expect(await status('row-1')).toBe('confirmed');
    await report('m5', 'ERROR');
    expect(await status('row-1')).toBe('confirmed');
    await queue('m6');
    await report('m6', 'ERROR');
    expect(await status('row-1')).toBe('bounced');
    expect(await status('row-2')).toBe('bounced');
    expect(await status('row-3')).toBe('unsubscribed');
    const row = (await testDb().collection('subscribers').doc('row-1').get()).data();
    expect(row).toMatchObject({ bounceReason: 'errors', bouncedAt: Timestamp.fromDate(NOW) });
    const health = (await testDb().collection(MAIL_HEALTH).doc(healthId(ADA)).get()).data();
    expect(health).toMatchObject({ email: ADA, failuresRunning: 0 });
  });

  it('do not count a failure of the sending side (a wrong SMTP login, no connection)', async () => {
    await addRow('row-1', 'newsletter');
    for (const [i, error] of [
      'Error: Invalid login: 535 Authentication failed',
      'Error: connect ECONNREFUSED 10.0.0.1:587',
      'Error: Greeting never received',
      'Error: Invalid login: 535 Authentication failed',
    ].entries()) {
      await queue(`m${i}`);
      await report(`m${i}`, 'ERROR', error);
    }
    expect(await status('row-1')).toBe('confirmed');
  });
});
