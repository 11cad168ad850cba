import { describe, expect, it } from 'vitest';
import { LINK_INVALID } from '../../domain/subscription-tokens.ts';
import { addAudience, mailsTo, tokenIn } from './audience-fixtures.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVerifiedReader, asVisitor, freshEmail } from './personas.ts';

const NEWSLETTER = {
  subject: 'Weekly from the EDGE',
  content: '# Weekly from the EDGE\n\nRead [the essay](https://edge.example/essays/a).\n',
  selectedContent: [
    { id: 'a', title: 'A', type: 'article' as const, url: 'https://edge.example/essays/a' },
  ],
};

const newsletterMails = async (h: ContractHarness) =>
  (await h.stored('mail')).filter((mail) => mail.kind === 'newsletter');

/** AdminNewsletterApi and the subscription links (VisitorApi) around it. */
export function adminNewsletterContract(harness: () => ContractHarness): void {
  describe('admin: newsletter', () => {
    it('names the confirmed newsletter subscriptions a send would reach', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      expect(await admin.newsletter.confirmedSubscribers()).toBe(4);
    });

    it('queues one e-mail per confirmed address, and a second send adds none', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const first = await admin.newsletter.send(NEWSLETTER);
      expect(first).toMatchObject({ recipients: 3, queued: 3 });
      const mails = await newsletterMails(h);
      expect(mails.map((mail) => mail.to).sort()).toEqual([
        'ada@analytical.example',
        'alan@bletchley.example',
        'grace@navy.example',
      ]);
      expect(mails[0]).toMatchObject({
        message: { subject: NEWSLETTER.subject },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        newsletterId: first.newsletterId,
      });
      const again = await admin.newsletter.send({ ...NEWSLETTER });
      expect(again).toEqual({ ...first, queued: 0 });
      expect(await newsletterMails(h)).toHaveLength(3);
    });

    it('puts no line break in a header: a subject with CR/LF goes out on one line', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      await admin.newsletter.send({
        ...NEWSLETTER,
        subject: 'Weekly from the EDGE\r\nBcc: everyone@evil.example\u2028again',
      });
      const mails = await newsletterMails(h);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.message).toMatchObject({
          subject: 'Weekly from the EDGE Bcc: everyone@evil.example again',
        });
        expect(JSON.stringify([mail.to, mail.headers])).not.toMatch(/\\[rn]|\\u2028/);
      }
    });

    it('lists what was sent with the delivery counts the mail extension reports', async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const { newsletterId } = await admin.newsletter.send(NEWSLETTER);
      const [one, two] = await newsletterMails(h);
      await h.setDelivery(String(one!.id), 'SUCCESS');
      await h.setDelivery(String(two!.id), 'ERROR');
      expect(await admin.newsletter.history()).toEqual([
        {
          id: newsletterId,
          subject: NEWSLETTER.subject,
          sentAt: expect.any(Date),
          status: 'sent',
          recipients: 3,
          delivery: { delivered: 1, failed: 1, pending: 1 },
        },
      ]);
    });

    it('refuses a visitor (Must be authenticated) and a reader', async () => {
      const h = harness();
      await addAudience(h);
      expect(await failure((await asVisitor(h).loadAdmin()).newsletter.send(NEWSLETTER))).toEqual({
        code: 'unauthenticated',
        message: 'Must be authenticated',
        fields: {},
      });
      const reader = await (await asVerifiedReader(h)).backend.loadAdmin();
      expect(await failure(reader.newsletter.send(NEWSLETTER))).toMatchObject({
        code: 'permission-denied',
      });
      expect(await failure(reader.newsletter.history())).toMatchObject({
        code: 'permission-denied',
      });
      expect(await h.stored('mail')).toEqual([]);
    });
  });

  describe('subscription links', () => {
    it('a visitor subscribes, follows the confirmation link and is confirmed', async () => {
      const h = harness();
      const visitor = asVisitor(h);
      const email = freshEmail('optin');
      await visitor.visitor.subscribe({ email, name: 'New Reader', source: 'newsletter' });
      const [mail] = await mailsTo(h, email);
      expect(mail?.message.subject).toBe('Confirm your subscription to EDGE Navigator');
      const token = tokenIn(mail!.message.text, '/confirm-subscription');
      const tampered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
      expect(await failure(visitor.visitor.confirmSubscription(tampered))).toEqual({
        code: 'invalid-argument',
        message: LINK_INVALID,
        fields: {},
      });
      await visitor.visitor.confirmSubscription(token);
      await visitor.visitor.confirmSubscription(token);
      const [row] = (await h.stored('subscribers')).filter((r) => r.email === email);
      expect(row).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    });

    it("a newsletter's unsubscribe link leaves the address out of the next send", async () => {
      const h = harness();
      await addAudience(h);
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      await admin.newsletter.send(NEWSLETTER);
      const [mail] = (await newsletterMails(h)).filter((m) => m.to === 'ada@analytical.example');
      const text = (mail as { message: { text: string } }).message.text;
      await asVisitor(h).visitor.unsubscribe(tokenIn(text, '/unsubscribe'));
      const ada = (await h.stored('subscribers')).filter(
        (r) => r.email === 'ada@analytical.example',
      );
      expect(ada.map((row) => row.status)).toEqual(['unsubscribed', 'unsubscribed']);
      const next = await admin.newsletter.send({ ...NEWSLETTER, subject: 'The week after' });
      expect(next.recipients).toBe(2);
      const to = (await newsletterMails(h))
        .filter((m) => m.newsletterId === next.newsletterId)
        .map((m) => m.to);
      expect(to).not.toContain('ada@analytical.example');
      expect(await failure(asVisitor(h).visitor.unsubscribe('v1.u.x.1.0.nope'))).toMatchObject({
        code: 'invalid-argument',
      });
    });
  });
}
