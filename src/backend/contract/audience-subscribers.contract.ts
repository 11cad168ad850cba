import { describe, expect, it } from 'vitest';
import type { SubscriberQuery } from '../../domain/subscribers-admin.ts';
import { addAudience, subscriberRow } from './audience-fixtures.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVerifiedReader, asVisitor } from './personas.ts';

const query = (fields: Partial<SubscriberQuery> = {}): SubscriberQuery => ({
  status: 'all',
  search: '',
  after: null,
  pageSize: 25,
  ...fields,
});

const near = (date: unknown) =>
  date instanceof Date && Math.abs(date.getTime() - Date.now()) < 120_000;

/** AdminSubscribersApi: the Subscribers tab's reads and writes. */
export function adminSubscribersContract(harness: () => ContractHarness): void {
  describe('admin: subscribers', () => {
    it('counts the Overview cards', async () => {
      const h = harness();
      await addAudience(h);
      const { backend } = await asAdmin(h);
      const admin = await backend.loadAdmin();
      expect(await admin.subscribers.stats()).toEqual({
        total: 8,
        thisWeek: 4,
        confirmed: 5,
        pending: 2,
        thisMonth: 7,
        bounced: 0,
      });
    });

    it('pages the table newest first, every row once, with the total', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const seen: string[] = [];
      let page = await admin.subscribers.page(query({ pageSize: 3 }));
      expect(await admin.subscribers.count({ status: 'all', search: '' })).toBe(8);
      for (;;) {
        seen.push(...page.rows.map((row) => row.email));
        if (!page.next) break;
        page = await admin.subscribers.page(query({ pageSize: 3, after: page.next }));
      }
      expect(seen).toEqual([
        'reader@book.example',
        'ada@analytical.example',
        'ada@analytical.example',
        'pending1@example.com',
        'grace@navy.example',
        'gone@example.com',
        'pending2@example.com',
        'alan@bletchley.example',
      ]);
      const dates = (await admin.subscribers.page(query())).rows.map((r) => r.createdAt.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('filters by status and searches e-mail and name without regard to case', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const pending = await admin.subscribers.page(query({ status: 'pending' }));
      expect(pending.rows.map((row) => row.email)).toEqual([
        'pending1@example.com',
        'pending2@example.com',
      ]);
      expect(await admin.subscribers.count({ status: 'pending', search: '' })).toBe(2);
      const byName = await admin.subscribers.page(query({ search: '  HOPPER ' }));
      expect(byName.rows.map((row) => row.email)).toEqual(['grace@navy.example']);
      const byDomain = await admin.subscribers.page(query({ search: 'Analytical.Ex' }));
      expect(byDomain.rows).toHaveLength(2);
      expect(await admin.subscribers.count({ status: 'all', search: 'Analytical.Ex' })).toBe(2);
      const both = await admin.subscribers.page(query({ status: 'pending', search: 'pending2' }));
      expect(both.rows.map((row) => row.email)).toEqual(['pending2@example.com']);
      expect((await admin.subscribers.page(query({ search: 'nobody' }))).rows).toEqual([]);
    });

    it('stamps confirmedAt and unsubscribedAt as the status changes, and deletes', async () => {
      const h = harness();
      const ids = await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      await admin.subscribers.setStatus(ids.pendingOne, 'confirmed');
      await admin.subscribers.setStatus(ids.grace, 'unsubscribed');
      await admin.subscribers.setStatus(ids.gone, 'pending');
      await admin.subscribers.remove(ids.alan);
      const rows = await h.stored('subscribers');
      const row = (id: string) => rows.find((r) => r.id === id);
      expect(row(ids.pendingOne)).toMatchObject({ status: 'confirmed' });
      expect(near(row(ids.pendingOne)?.confirmedAt)).toBe(true);
      expect(row(ids.grace)).toMatchObject({ status: 'unsubscribed' });
      expect(near(row(ids.grace)?.unsubscribedAt)).toBe(true);
      expect(row(ids.gone)).toMatchObject({ status: 'pending' });
      expect(row(ids.alan)).toBeUndefined();
      expect(rows).toHaveLength(7);
    });

    it('exports every row of a status, or all, newest first', async () => {
      const h = harness();
      await addAudience(h);
      await h.addSubscriber(subscriberRow('=cmd@example.com', { name: '=HYPERLINK("x")' }));
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      expect(await admin.subscribers.exportRows('all')).toHaveLength(9);
      const pending = await admin.subscribers.exportRows('pending');
      expect(pending.map((row) => row.email)).toEqual([
        'pending1@example.com',
        'pending2@example.com',
      ]);
      expect(pending[0]).toMatchObject({ status: 'pending', source: 'newsletter', name: null });
    });

    it('refuses everyone but an admin', async () => {
      const h = harness();
      const ids = await addAudience(h);
      for (const backend of [asVisitor(h), (await asVerifiedReader(h)).backend]) {
        const api = (await backend.loadAdmin()).subscribers;
        expect(await failure(api.page(query()))).toMatchObject({ code: 'permission-denied' });
        expect(await failure(api.stats())).toMatchObject({ code: 'permission-denied' });
        expect(await failure(api.count({ status: 'all', search: '' }))).toMatchObject({
          code: 'permission-denied',
        });
        expect(await failure(api.setStatus(ids.pendingOne, 'confirmed'))).toMatchObject({
          code: 'permission-denied',
        });
        expect(await failure(api.remove(ids.alan))).toMatchObject({ code: 'permission-denied' });
      }
      expect(await h.stored('subscribers')).toHaveLength(8);
    });
  });
}
