import { describe, expect, it, vi } from 'vitest';
import type { SettableStatus, SubscriberQuery } from '../../domain/subscribers-admin.ts';
import { addAudience } from './audience-fixtures.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin } from './personas.ts';

const NEWSLETTER = {
  subject: 'Weekly from the EDGE',
  content: '# Weekly from the EDGE\n\nRead [the essay](https://edge.example/essays/a).\n',
  selectedContent: [
    { id: 'a', title: 'A', type: 'article' as const, url: 'https://edge.example/essays/a' },
  ],
};
const ADA = 'ada@analytical.example';
const BOUNCED: SubscriberQuery = { status: 'bounced', search: '', after: null, pageSize: 25 };

/** Mail that bounces stops being sent (mail-bounces.ts), on both backends. */
export function adminBouncesContract(harness: () => ContractHarness): void {
  describe('bounced mail', () => {
    it('marks an address bounced on every list after three failed deliveries, and sends it no more', async () => {
      const h = harness();
      const ids = await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      for (const subject of ['One', 'Two', 'Three']) {
        const { newsletterId } = await admin.newsletter.send({ ...NEWSLETTER, subject });
        const mail = (await h.stored('mail')).find(
          (m) => m.newsletterId === newsletterId && m.to === ADA,
        );
        await h.setDelivery(String(mail?.id), 'ERROR', '550 5.1.1 <ada>: User unknown');
      }
      // On Firebase the `mail` trigger counts each report as the extension writes it.
      const rows = await vi.waitFor(
        async () => {
          const ada = (await h.stored('subscribers')).filter((row) => row.email === ADA);
          if (ada.some((row) => row.status !== 'bounced')) throw new Error('not bounced yet');
          return ada;
        },
        { timeout: 45_000, interval: 500 },
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ bounceReason: 'errors', bouncedAt: expect.any(Date) });
      }

      expect(await admin.newsletter.confirmedSubscribers()).toBe(2);
      const next = await admin.newsletter.send({ ...NEWSLETTER, subject: 'Four' });
      expect(next.recipients).toBe(2);
      const to = (await h.stored('mail'))
        .filter((m) => m.newsletterId === next.newsletterId)
        .map((m) => m.to);
      expect(to).not.toContain(ADA);

      expect(await admin.subscribers.stats()).toMatchObject({ confirmed: 3, bounced: 2 });
      const listed = await admin.subscribers.page(BOUNCED);
      expect(listed.rows.map((row) => row.id).sort()).toEqual([ids.ada, ids.adaDispatches].sort());
      expect(await admin.subscribers.count(BOUNCED)).toBe(2);
      const exported = await admin.subscribers.exportRows('all');
      expect(exported.filter((row) => row.status === 'bounced')).toHaveLength(2);
    });

    it('lets an admin set a bounced row back, never set one bounced', async () => {
      const h = harness();
      const ids = await addAudience(h);
      const bounced = await h.addSubscriber({
        email: 'gone-dark@example.com',
        name: null,
        source: 'newsletter',
        status: 'bounced',
        createdAt: new Date(Date.now() - 86_400_000),
        confirmedAt: new Date(Date.now() - 86_000_000),
        unsubscribedAt: null,
        bouncedAt: new Date(),
        bounceReason: 'complaint',
      });
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      expect(
        await failure(admin.subscribers.setStatus(ids.grace, 'bounced' as SettableStatus)),
      ).toMatchObject({ code: 'permission-denied' });
      await admin.subscribers.setStatus(bounced, 'confirmed');
      const row = (await h.stored('subscribers')).find((r) => r.id === bounced);
      expect(row).toMatchObject({ status: 'confirmed' });
      expect((await h.stored('subscribers')).find((r) => r.id === ids.grace)).toMatchObject({
        status: 'confirmed',
      });
    });
  });
}
