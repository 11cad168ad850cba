import { describe, expect, it } from 'vitest';
import type { ContractHarness } from './harness.ts';
import { failure } from './expect-error.ts';
import {
  asAdmin,
  asReader,
  asSubscriber,
  asVerifiedReader,
  asVisitor,
  confirmedRow,
} from './personas.ts';

/** AccountApi: what a reader may read of their own, and not of others'. */
export function accountContract(harness: () => ContractHarness): void {
  describe('account', () => {
    it('a reader reads their own profile, not someone else’s', async () => {
      const h = harness();
      const me = await asReader(h);
      const other = await asVerifiedReader(h);
      expect(await me.backend.account.getProfile(me.person.uid)).toEqual({
        id: me.person.uid,
        name: me.person.name,
      });
      expect(await failure(me.backend.account.getProfile(other.person.uid))).toMatchObject({
        code: 'permission-denied',
      });
    });

    it('a visitor reads no profile', async () => {
      const h = harness();
      const someone = await asReader(h);
      expect(await failure(asVisitor(h).account.getProfile(someone.person.uid))).toMatchObject({
        code: 'permission-denied',
      });
    });

    it('an admin reads anyone’s profile; a missing one is null', async () => {
      const h = harness();
      const admin = await asAdmin(h);
      const someone = await asReader(h);
      expect(await admin.backend.account.getProfile(someone.person.uid)).toEqual({
        id: someone.person.uid,
        name: someone.person.name,
      });
      expect(await admin.backend.account.getProfile('no-such-user')).toBeNull();
    });

    it('confirms a verified subscriber’s own address, however it is typed', async () => {
      const { backend, person } = await asSubscriber(harness());
      expect(await backend.account.isConfirmedSubscriber(person.email)).toBe(true);
      expect(await backend.account.isConfirmedSubscriber(`  ${person.email.toUpperCase()} `)).toBe(
        true,
      );
    });

    it('does not confirm a pending or unsubscribed row, or none', async () => {
      const h = harness();
      const { backend, person } = await asVerifiedReader(h);
      expect(await backend.account.isConfirmedSubscriber(person.email)).toBe(false);
      await h.addSubscriber({
        ...confirmedRow(person.email),
        status: 'pending',
        confirmedAt: null,
      });
      await h.addSubscriber({
        ...confirmedRow(person.email),
        source: 'book-waitlist',
        status: 'unsubscribed',
        unsubscribedAt: new Date('2026-10-01T00:00:00.000Z'),
      });
      expect(await backend.account.isConfirmedSubscriber(person.email)).toBe(false);
    });

    it('an unverified address unlocks nothing, even with a confirmed row', async () => {
      const h = harness();
      const { backend, person } = await asReader(h);
      await h.addSubscriber(confirmedRow(person.email));
      expect(await backend.account.isConfirmedSubscriber(person.email)).toBe(false);
    });

    it('never confirms someone else’s address, not even to an admin', async () => {
      const h = harness();
      const subscriber = await asSubscriber(h);
      const reader = await asVerifiedReader(h);
      const admin = await asAdmin(h);
      const theirs = subscriber.person.email;
      expect(await reader.backend.account.isConfirmedSubscriber(theirs)).toBe(false);
      expect(await admin.backend.account.isConfirmedSubscriber(theirs)).toBe(false);
      expect(await asVisitor(h).account.isConfirmedSubscriber(theirs)).toBe(false);
    });
  });
}
