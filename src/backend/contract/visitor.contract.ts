import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_EXCEEDED } from '../../domain/rate-limit.ts';
import { INVALID_VISITOR_EVENT, visitorEventExpiry } from '../../domain/visitor-events.ts';
import type { ContractHarness } from './harness.ts';
import { failure } from './expect-error.ts';
import { asReader, asVisitor, freshEmail } from './personas.ts';

const CONTACT = { name: "Dana O'Neil", email: 'Dana@Example.com', message: 'Hello there' };
const PAGE_VIEW = {
  pagePath: '/essays/essay-later',
  pageTitle: 'Title of essay-later | EDGE Navigator',
  referrer: 'https://www.linkedin.com/',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  sessionId: '1760000000000-abc123',
};

/** VisitorApi: subscribe, contact, page views and shares. */
export function visitorContract(harness: () => ContractHarness): void {
  describe('visitor', () => {
    it('subscribes with the same answer whether or not the address is on the list', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      const email = freshEmail('sub');
      const first = await visitor.subscribe({
        email: `  ${email.toUpperCase()} `,
        name: 'New Reader',
        source: 'newsletter',
      });
      const again = await visitor.subscribe({ email, source: 'newsletter' });
      const otherList = await visitor.subscribe({ email, source: 'book-waitlist' });
      expect([first, again, otherList]).toEqual([undefined, undefined, undefined]);
      const rows = (await h.stored('subscribers')).filter((row) => row.email === email);
      expect(rows.map((row) => row.source).sort()).toEqual(['book-waitlist', 'newsletter']);
      expect(rows.find((row) => row.source === 'newsletter')).toMatchObject({
        name: 'New Reader',
        status: 'pending',
        createdAt: expect.any(Date),
        confirmedAt: null,
        unsubscribedAt: null,
      });
    });

    it('answers a signed-in reader the same way', async () => {
      const h = harness();
      const { backend, person } = await asReader(h);
      await expect(
        backend.visitor.subscribe({ email: person.email, source: 'newsletter' }),
      ).resolves.toBeUndefined();
      expect((await h.stored('subscribers')).map((row) => row.email)).toEqual([person.email]);
    });

    it('refuses the eleventh sign-up within the hour', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      for (let i = 0; i < 10; i += 1) {
        await visitor.subscribe({ email: freshEmail(`many${i}`), source: 'newsletter' });
      }
      expect(
        await failure(visitor.subscribe({ email: freshEmail('eleventh'), source: 'newsletter' })),
      ).toEqual({ code: 'resource-exhausted', message: RATE_LIMIT_EXCEEDED, fields: {} });
      expect(await h.stored('subscribers')).toHaveLength(10);
    });

    it('refuses a malformed address, naming the field', async () => {
      const h = harness();
      expect(
        await failure(asVisitor(h).visitor.subscribe({ email: 'nope', source: 'newsletter' })),
      ).toEqual({
        code: 'invalid-argument',
        message: 'Invalid email address',
        fields: { email: 'Invalid email address' },
      });
      expect(await h.stored('subscribers')).toEqual([]);
    });

    it('stores a contact message, the address lower-cased', async () => {
      const h = harness();
      await expect(asVisitor(h).visitor.submitContact(CONTACT)).resolves.toBeUndefined();
      expect(await h.stored('contacts')).toEqual([
        expect.objectContaining({
          name: "Dana O'Neil",
          email: 'dana@example.com',
          company: null,
          message: 'Hello there',
          ipKey: expect.any(String),
          createdAt: expect.any(Date),
        }),
      ]);
    });

    it('refuses an invalid message with every field’s message', async () => {
      const h = harness();
      const input = { name: '', email: 'bad', message: '' };
      expect(await failure(asVisitor(h).visitor.submitContact(input))).toEqual({
        code: 'invalid-argument',
        message: 'Name is required',
        fields: {
          name: 'Name is required',
          email: 'Invalid email address',
          message: 'Message is required',
        },
      });
      expect(await h.stored('contacts')).toEqual([]);
    });

    it('refuses the sixth message within the hour', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      for (let i = 0; i < 5; i += 1) await visitor.submitContact(CONTACT);
      expect(await failure(visitor.submitContact(CONTACT))).toEqual({
        code: 'resource-exhausted',
        message: RATE_LIMIT_EXCEEDED,
        fields: {},
      });
      expect(await h.stored('contacts')).toHaveLength(5);
    });

    it('records page views and shares with the server’s time', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      await visitor.recordPageView(PAGE_VIEW);
      await visitor.recordShare({ platform: 'linkedin', pagePath: '/essays/essay-later' });
      const views = await h.stored('page_views');
      expect(views).toEqual([
        {
          id: expect.any(String),
          ...PAGE_VIEW,
          createdAt: expect.any(Date),
          expireAt: expect.any(Date),
        },
      ]);
      const shares = await h.stored('social_shares');
      expect(shares).toEqual([
        {
          id: expect.any(String),
          platform: 'linkedin',
          pagePath: '/essays/essay-later',
          createdAt: expect.any(Date),
          expireAt: expect.any(Date),
        },
      ]);
      // Each event carries when its TTL policy deletes it.
      for (const event of [...views, ...shares]) {
        expect(event.expireAt).toEqual(visitorEventExpiry(event.createdAt as Date));
      }
    });

    it('records a share through the share sheet and a prompt opened in each assistant', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      for (const platform of ['share-sheet', 'chatgpt', 'claude'] as const) {
        await visitor.recordShare({ platform, pagePath: '/prompts/detail/prompt-one' });
      }
      const stored = (await h.stored('social_shares')) as { platform: string }[];
      expect(stored.map((s) => s.platform).sort()).toEqual(['chatgpt', 'claude', 'share-sheet']);
    });

    it('refuses an event of the wrong shape', async () => {
      const h = harness();
      const { visitor } = asVisitor(h);
      const refused = { code: 'invalid-argument', message: INVALID_VISITOR_EVENT, fields: {} };
      expect(await failure(visitor.recordPageView({ ...PAGE_VIEW, pagePath: 'no-slash' }))).toEqual(
        refused,
      );
      expect(
        await failure(
          // A platform the app never records, as a tampered client might send.
          visitor.recordShare({ platform: 'myspace' as 'linkedin', pagePath: '/' }),
        ),
      ).toEqual(refused);
      expect(await h.stored('page_views')).toEqual([]);
      expect(await h.stored('social_shares')).toEqual([]);
    });
  });
}
