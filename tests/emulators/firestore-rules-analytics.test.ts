// Firestore rules for what only Cloud Functions write (page views and shares among them: the
// recordEvent callable), and everything else (denied).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageViewDoc, shareDoc, ts } from './fixtures.ts';
import { seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

describe('canary', () => {
  it('reaches the Firestore emulator with the rules loaded', async () => {
    await seed(suite.env, { 'page_views/v1': pageViewDoc({ createdAt: ts('2026-10-01') }) });
    await assertSucceeds(suite.as.admin.firestore().collection('page_views').get());
    await assertFails(suite.as.visitor.firestore().collection('page_views').get());
  });
});

// Page views and shares are written by the recordEvent callable (App Check, shape, platform and
// server time are checked there: functions/src/record-event.test.ts); no client writes them.
describe.each([
  ['page_views', pageViewDoc],
  ['social_shares', shareDoc],
] as const)('%s', (name, doc) => {
  it('no client records one, whatever its shape: they go through recordEvent', async () => {
    for (const who of ['visitor', 'reader', 'unverified', 'admin'] as const) {
      await assertFails(suite.as[who].firestore().collection(name).add(doc()));
      await assertFails(suite.as[who].firestore().doc(`${name}/mine`).set(doc()));
    }
  });

  it('only an admin reads them; nobody changes or deletes them', async () => {
    await seed(suite.env, { [`${name}/e1`]: doc({ createdAt: ts('2026-10-01T00:00:00Z') }) });
    for (const who of ['visitor', 'reader'] as const) {
      await assertFails(suite.as[who].firestore().collection(name).get());
      await assertFails(suite.as[who].firestore().doc(`${name}/e1`).get());
    }
    const snap = await assertSucceeds(suite.as.admin.firestore().collection(name).get());
    expect(snap.size).toBe(1);
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      await assertFails(suite.as[who].firestore().doc(`${name}/e1`).update({ pagePath: '/x' }));
      await assertFails(suite.as[who].firestore().doc(`${name}/e1`).delete());
    }
  });
});

describe('written only by Cloud Functions', () => {
  beforeEach(async () => {
    await seed(suite.env, {
      'contacts/c1': { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
      'contact_security_events/e1': { action: 'rate_limited', createdAt: ts('2026-10-01') },
      'rate_limits/contact-ip-hash': { count: 3 },
      'mail/m1': { to: 'reader@example.com', message: { subject: 'Dispatch' } },
    });
  });

  it.each(['contacts', 'contact_security_events'])('%s: only admins read', async (name) => {
    await assertSucceeds(suite.as.admin.firestore().collection(name).get());
    for (const who of ['visitor', 'reader'] as const) {
      await assertFails(suite.as[who].firestore().collection(name).get());
      await assertFails(suite.as[who].firestore().collection(name).add({ message: 'spam' }));
    }
    await assertFails(suite.as.admin.firestore().collection(name).add({ message: 'x' }));
    await assertFails(suite.as.admin.firestore().collection(name).doc('c1').delete());
  });

  it.each(['rate_limits', 'analytics_markers', 'analytics_shards', 'mail_health'])(
    '%s: no client at all, admins included',
    async (name) => {
      for (const who of ['visitor', 'reader', 'admin'] as const) {
        await assertFails(suite.as[who].firestore().collection(name).get());
        await assertFails(suite.as[who].firestore().collection(name).add({ to: 'x@example.com' }));
      }
    },
  );
});

describe('anything else', () => {
  it('is denied to everyone, admins included', async () => {
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      const db = suite.as[who].firestore();
      await assertFails(db.collection('feedback').get());
      await assertFails(db.doc('feedback/f1').set({ text: 'hi' }));
      await assertFails(db.doc('essays/x/comments/c1').set({ text: 'hi' }));
    }
  });
});
