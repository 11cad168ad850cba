// Firestore rules for what the audience side's functions keep (issue 13): the mail queue,
// newsletters and the analytics rollups. Admins read them (newsletter history, delivery counts,
// the Analytics tab); no client writes them, so a send, a delivery or a count cannot be faked.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ts } from './fixtures.ts';
import { seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

const DOCS: Record<string, Record<string, unknown>> = {
  'mail/nl-1-abc': {
    to: 'reader@example.com',
    message: { subject: 'Weekly', html: '<p>Hi</p>', text: 'Hi' },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    kind: 'newsletter',
    newsletterId: 'nl-1',
    subscriberId: 's1',
    createdAt: ts('2026-11-01T10:00:00Z'),
    delivery: { state: 'SUCCESS' },
  },
  'newsletters/nl-1': {
    subject: 'Weekly',
    content: '# Weekly',
    status: 'sent',
    recipientCount: 1,
    createdAt: ts('2026-11-01T10:00:00Z'),
  },
  'analytics_daily/2026-11-01': { date: '2026-11-01', pageViews: 3, pages: { '%2F': 3 } },
  'analytics_totals/all': { pageViews: 3, shares: 0, signups: 0 },
};

beforeEach(async () => {
  await seed(suite.env, DOCS);
});

describe.each(Object.keys(DOCS))('%s', (path) => {
  const [collection] = path.split('/') as [string];

  it('only an admin reads it, one document or a query', async () => {
    await assertSucceeds(suite.as.admin.firestore().doc(path).get());
    const list = await assertSucceeds(suite.as.admin.firestore().collection(collection).get());
    expect(list.size).toBe(1);
    for (const who of ['visitor', 'reader', 'unverified'] as const) {
      await assertFails(suite.as[who].firestore().doc(path).get());
      await assertFails(suite.as[who].firestore().collection(collection).get());
    }
  });

  it('no client writes it, admins included', async () => {
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      const db = suite.as[who].firestore();
      await assertFails(db.doc(path).set(DOCS[path]!));
      await assertFails(db.doc(path).update({ touched: true }));
      await assertFails(db.doc(path).delete());
      await assertFails(db.collection(collection).add(DOCS[path]!));
    }
  });
});

describe('delivery counts', () => {
  it("let an admin ask for a newsletter's delivered mails, and nobody mark one delivered", async () => {
    const admin = suite.as.admin.firestore();
    const delivered = await assertSucceeds(
      admin
        .collection('mail')
        .where('newsletterId', '==', 'nl-1')
        .where('delivery.state', '==', 'SUCCESS')
        .get(),
    );
    expect(delivered.size).toBe(1);
    await assertFails(admin.doc('mail/nl-1-abc').update({ 'delivery.state': 'ERROR' }));
    await assertFails(
      suite.as.reader.firestore().collection('mail').where('to', '==', 'reader@example.com').get(),
    );
  });

  it('let an admin read the rollups of a month by date', async () => {
    const days = await assertSucceeds(
      suite.as.admin
        .firestore()
        .collection('analytics_daily')
        .where('date', '>=', '2026-10-03')
        .get(),
    );
    expect(days.docs.map((doc) => doc.id)).toEqual(['2026-11-01']);
  });
});
