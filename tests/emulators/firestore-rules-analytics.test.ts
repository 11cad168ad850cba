// Firestore rules for what visitors write (page views, shares: create-only, exact shape,
// server time), what only Cloud Functions write, and everything else (denied).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageViewDoc, shareDoc, ts, without, type DocData } from './fixtures.ts';
import { seed, useRulesEnv, type Personas } from './rules-env.ts';

const suite = useRulesEnv('firestore');

describe('canary', () => {
  it('reaches the Firestore emulator with the rules loaded', async () => {
    await assertSucceeds(suite.as.visitor.firestore().collection('page_views').add(pageViewDoc()));
    await assertFails(suite.as.visitor.firestore().collection('page_views').get());
  });
});

describe('page_views', () => {
  const add = (data: DocData, who: keyof Personas = 'visitor') =>
    suite.as[who].firestore().collection('page_views').add(data);

  it('anyone records a view of the exact shape, stamped with server time', async () => {
    await assertSucceeds(add(pageViewDoc()));
    await assertSucceeds(add(pageViewDoc({ referrer: null }), 'reader'));
    await assertSucceeds(add(pageViewDoc({ pagePath: `/${'a'.repeat(2047)}` })));
  });

  it.each<[string, DocData]>([
    ['an extra key', pageViewDoc({ country: 'NL' })],
    ['a missing key', without(pageViewDoc(), 'sessionId')],
    ['a client-chosen createdAt', pageViewDoc({ createdAt: ts('2020-01-01T00:00:00Z') })],
    ['a path without a leading slash', pageViewDoc({ pagePath: 'essays/x' })],
    ['a path over 2048 characters', pageViewDoc({ pagePath: `/${'a'.repeat(2048)}` })],
    ['a title over 300 characters', pageViewDoc({ pageTitle: 't'.repeat(301) })],
    ['a referrer over 2048 characters', pageViewDoc({ referrer: 'r'.repeat(2049) })],
    ['a referrer that is not a string', pageViewDoc({ referrer: 1 })],
    ['a user agent over 512 characters', pageViewDoc({ userAgent: 'u'.repeat(513) })],
    ['a session id over 100 characters', pageViewDoc({ sessionId: 's'.repeat(101) })],
  ])('refuses a view with %s', async (_case, data) => {
    await assertFails(add(data));
  });

  it('nobody but an admin reads views; nobody changes or deletes them', async () => {
    await seed(suite.env, {
      'page_views/v1': pageViewDoc({ createdAt: ts('2026-10-01T00:00:00Z') }),
    });
    for (const who of ['visitor', 'reader'] as const) {
      await assertFails(suite.as[who].firestore().collection('page_views').get());
      await assertFails(suite.as[who].firestore().doc('page_views/v1').get());
    }
    const snap = await assertSucceeds(suite.as.admin.firestore().collection('page_views').get());
    expect(snap.size).toBe(1);
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      await assertFails(suite.as[who].firestore().doc('page_views/v1').update({ pageTitle: 'x' }));
      await assertFails(suite.as[who].firestore().doc('page_views/v1').delete());
    }
  });
});

describe('social_shares', () => {
  const add = (data: DocData) => suite.as.visitor.firestore().collection('social_shares').add(data);

  it.each(['linkedin', 'x', 'copy-link', 'whats-app-2', 'p'.repeat(40)])(
    'records a share on %s',
    async (platform) => {
      await assertSucceeds(add(shareDoc({ platform })));
    },
  );

  it.each(['LinkedIn', 'copy--link', '-x', 'x-', 'copy link', '', 'p'.repeat(41)])(
    'refuses the platform %j',
    async (platform) => {
      await assertFails(add(shareDoc({ platform })));
    },
  );

  it('refuses other shapes and client time', async () => {
    await assertFails(add(shareDoc({ pagePath: 'no-slash' })));
    await assertFails(add(shareDoc({ pagePath: `/${'a'.repeat(2048)}` })));
    await assertFails(add(shareDoc({ userId: 'reader' })));
    await assertFails(add(without(shareDoc(), 'pagePath')));
    await assertFails(add(shareDoc({ createdAt: ts('2026-01-01T00:00:00Z') })));
  });

  it('only an admin reads shares; nobody changes them', async () => {
    await seed(suite.env, {
      'social_shares/s1': shareDoc({ createdAt: ts('2026-10-01T00:00:00Z') }),
    });
    await assertFails(suite.as.visitor.firestore().collection('social_shares').get());
    await assertFails(suite.as.reader.firestore().doc('social_shares/s1').get());
    await assertSucceeds(suite.as.admin.firestore().collection('social_shares').get());
    await assertFails(suite.as.admin.firestore().doc('social_shares/s1').delete());
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

  it.each(['rate_limits', 'mail'])('%s: no client at all, admins included', async (name) => {
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      await assertFails(suite.as[who].firestore().collection(name).get());
      await assertFails(suite.as[who].firestore().collection(name).add({ to: 'x@example.com' }));
    }
  });
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
