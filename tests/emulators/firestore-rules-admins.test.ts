// Firestore rules for the admin role: the custom claim AND the document admins/{uid}, so that
// revoking (which deletes the document) takes effect at once, while the revoked admin's ID
// token still carries the claim for up to an hour.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { essayDoc, pageViewDoc, subscriberDoc, ts } from './fixtures.ts';
import { ADMIN_UID, READER_EMAIL, seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

beforeEach(async () => {
  await seed(suite.env, {
    'essays/draft': essayDoc({ status: 'draft', publishedAt: null }),
    'subscribers/s1': subscriberDoc(),
    'contacts/c1': { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
    'page_views/v1': pageViewDoc({ createdAt: ts('2026-10-01T00:00:00Z') }),
    'users/someone': { name: 'Someone' },
  });
});

/** Everything an admin may do that nobody else may. */
async function adminOnly(who: RulesTestContext, expectation: typeof assertFails) {
  const db = who.firestore();
  await expectation(db.doc('essays/draft').get());
  await expectation(db.collection('subscribers').get());
  await expectation(db.collection('contacts').get());
  await expectation(db.collection('page_views').get());
  await expectation(db.doc('users/someone').get());
  await expectation(db.doc('essays/new').set(essayDoc({ slug: 'new' })));
  await expectation(db.doc('subscribers/s1').update({ status: 'unsubscribed' }));
}

describe('the admin role', () => {
  it('an admin is the claim and the admins document together', async () => {
    await adminOnly(suite.as.admin, assertSucceeds);
  });

  it('a revoked admin, whose ID token still carries the claim, opens nothing', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`admins/${ADMIN_UID}`).delete();
    });
    await adminOnly(suite.as.admin, assertFails);
  });

  it('an admins document without the claim opens nothing', async () => {
    await seed(suite.env, { 'admins/reader': { email: READER_EMAIL } });
    await adminOnly(suite.as.reader, assertFails);
  });

  it('no client reads or writes admins, admins included', async () => {
    for (const who of ['visitor', 'reader', 'unverified', 'admin'] as const) {
      const db = suite.as[who].firestore();
      await assertFails(db.doc(`admins/${ADMIN_UID}`).get());
      await assertFails(db.collection('admins').get());
      await assertFails(db.doc('admins/reader').set({ email: READER_EMAIL }));
      await assertFails(db.doc(`admins/${ADMIN_UID}`).delete());
    }
  });
});
