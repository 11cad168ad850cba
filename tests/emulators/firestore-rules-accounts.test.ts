// Firestore rules for people's data: subscribers (written only by the `subscribe` function,
// readable by their verified owner) and profiles (owner-only, exactly {name}).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberDoc, ts } from './fixtures.ts';
import { OTHER_EMAIL, READER_EMAIL, seed, useRulesEnv, type Personas } from './rules-env.ts';

const suite = useRulesEnv('firestore');

describe('canary', () => {
  it('reaches the Firestore emulator with the rules loaded', async () => {
    await seed(suite.env, { 'users/reader': { name: 'Riley' } });
    await assertSucceeds(suite.as.reader.firestore().doc('users/reader').get());
    await assertFails(suite.as.visitor.firestore().doc('users/reader').get());
  });
});

describe('subscribers', () => {
  beforeEach(async () => {
    await seed(suite.env, {
      'subscribers/mine': subscriberDoc(),
      'subscribers/theirs': subscriberDoc({ email: OTHER_EMAIL, name: 'Someone Else' }),
    });
  });

  const confirmedWithEmail = (db: ReturnType<Personas['reader']['firestore']>, email: string) =>
    db
      .collection('subscribers')
      .where('email', '==', email)
      .where('status', '==', 'confirmed')
      .limit(1)
      .get();

  it('nobody creates one from the client, not even an admin', async () => {
    for (const who of ['visitor', 'reader', 'admin'] as const) {
      const db = suite.as[who].firestore();
      await assertFails(db.collection('subscribers').add(subscriberDoc({ status: 'pending' })));
      await assertFails(db.doc('subscribers/forged').set(subscriberDoc()));
    }
  });

  it('a reader with a verified e-mail finds their own confirmed subscription', async () => {
    const snap = await assertSucceeds(
      confirmedWithEmail(suite.as.reader.firestore(), READER_EMAIL),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['mine']);
    await assertSucceeds(suite.as.reader.firestore().doc('subscribers/mine').get());
  });

  it("a reader may not look up someone else's address or list all", async () => {
    const db = suite.as.reader.firestore();
    await assertFails(confirmedWithEmail(db, OTHER_EMAIL));
    await assertFails(db.doc('subscribers/theirs').get());
    await assertFails(db.collection('subscribers').get());
    await assertFails(db.collection('subscribers').where('status', '==', 'confirmed').get());
  });

  it('an unverified e-mail unlocks nothing', async () => {
    await assertFails(confirmedWithEmail(suite.as.unverified.firestore(), READER_EMAIL));
    await assertFails(suite.as.unverified.firestore().doc('subscribers/mine').get());
  });

  it('a visitor reads nothing', async () => {
    await assertFails(confirmedWithEmail(suite.as.visitor.firestore(), READER_EMAIL));
    await assertFails(suite.as.visitor.firestore().doc('subscribers/mine').get());
  });

  it('a reader may not confirm, change or delete their own row', async () => {
    const mine = suite.as.reader.firestore().doc('subscribers/mine');
    await assertFails(mine.update({ status: 'unsubscribed', unsubscribedAt: ts('2026-10-02') }));
    await assertFails(mine.delete());
  });

  it('an admin lists them all, newest first', async () => {
    const snap = await assertSucceeds(
      suite.as.admin.firestore().collection('subscribers').orderBy('createdAt', 'desc').get(),
    );
    expect(snap.size).toBe(2);
  });

  it('an admin changes the status and its timestamps, and deletes', async () => {
    const theirs = suite.as.admin.firestore().doc('subscribers/theirs');
    await assertSucceeds(theirs.update({ status: 'pending', confirmedAt: null }));
    await assertSucceeds(
      theirs.update({ status: 'unsubscribed', unsubscribedAt: ts('2026-10-03T00:00:00Z') }),
    );
    await assertSucceeds(theirs.delete());
  });

  it('an admin may not rewrite the address, source or an unknown status', async () => {
    const mine = suite.as.admin.firestore().doc('subscribers/mine');
    await assertFails(mine.update({ email: OTHER_EMAIL }));
    await assertFails(mine.update({ source: 'book-waitlist' }));
    await assertFails(mine.update({ status: 'vip' }));
    await assertFails(mine.update({ confirmedAt: '2026-10-01' }));
  });

  it('only a bounce marks a row bounced; an admin sets a bounced row back', async () => {
    await seed(suite.env, {
      'subscribers/bounced': subscriberDoc({
        email: OTHER_EMAIL,
        status: 'bounced',
        bouncedAt: ts('2026-10-05T00:00:00Z'),
        bounceReason: 'bounce',
      }),
    });
    const mine = suite.as.admin.firestore().doc('subscribers/mine');
    await assertFails(mine.update({ status: 'bounced' }));
    await assertFails(mine.update({ bouncedAt: ts('2026-10-05T00:00:00Z') }));
    await assertFails(mine.update({ bounceReason: 'complaint' }));
    const bounced = suite.as.admin.firestore().doc('subscribers/bounced');
    await assertSucceeds(bounced.update({ status: 'confirmed', confirmedAt: ts('2026-10-06') }));
  });
});

describe('users (profiles)', () => {
  beforeEach(async () => {
    await seed(suite.env, { 'users/someone': { name: 'Someone Else' } });
  });

  it('the owner creates, reads and renames their profile', async () => {
    const mine = suite.as.reader.firestore().doc('users/reader');
    await assertSucceeds(mine.set({ name: 'Riley Reader' }));
    await assertSucceeds(mine.get());
    await assertSucceeds(mine.update({ name: 'Riley R.' }));
    await assertSucceeds(mine.set({ name: '' }));
  });

  it('the profile is exactly {name}, a string of at most 100 characters', async () => {
    const mine = suite.as.reader.firestore().doc('users/reader');
    await assertSucceeds(mine.set({ name: 'x'.repeat(100) }));
    await assertFails(mine.set({ name: 'x'.repeat(101) }));
    await assertFails(mine.set({ name: 42 }));
    await assertFails(mine.set({ name: 'Riley', admin: true }));
    await assertFails(mine.set({}));
  });

  it('the owner may not delete it', async () => {
    await seed(suite.env, { 'users/reader': { name: 'Riley' } });
    await assertFails(suite.as.reader.firestore().doc('users/reader').delete());
  });

  it("nobody else reads or writes someone's profile; an admin only reads", async () => {
    await assertFails(suite.as.reader.firestore().doc('users/someone').get());
    await assertFails(suite.as.reader.firestore().doc('users/someone').set({ name: 'Hijacked' }));
    await assertFails(suite.as.visitor.firestore().doc('users/someone').get());
    await assertFails(suite.as.visitor.firestore().doc('users/someone').set({ name: 'Hijacked' }));
    await assertFails(suite.as.reader.firestore().collection('users').get());
    await assertSucceeds(suite.as.admin.firestore().doc('users/someone').get());
    await assertSucceeds(suite.as.admin.firestore().collection('users').get());
    await assertFails(suite.as.admin.firestore().doc('users/someone').set({ name: 'Renamed' }));
    await assertFails(suite.as.admin.firestore().doc('users/someone').delete());
  });
});
