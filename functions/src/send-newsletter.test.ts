import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownToHtml } from '../../src/domain/markdown.ts';
import type { Subscriber } from '../../src/domain/types.ts';
import { SANITIZE_CASES } from '../../src/ui/sanitize-cases.ts';
import { signedInWithRole } from '../test/admin.ts';
import { callableRequest } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import { TEST_SITE_URL, testSigner } from '../test/links.ts';
import { serverSanitizer } from './html-sanitizer.ts';
import { sendNewsletter, sendNewsletterHandler } from './send-newsletter.ts';
import { subscriberDocument } from './subscriber-store.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const INPUT = {
  subject: 'Weekly from the EDGE',
  content:
    '# Weekly from the EDGE\n\nRead [the essay](https://edge.example/essays/a).\n\n' +
    '<img src=x onerror="alert(1)"><script>alert(2)</script>\n',
  selectedContent: [{ id: 'a', title: 'A', type: 'article', url: 'https://edge.example/essays/a' }],
};
const deps = (now = NOW) => ({
  db: testDb(),
  now: () => now,
  sign: testSigner(),
  siteUrl: TEST_SITE_URL,
  adminUid: 'admin-uid',
});

async function seed(rows: Array<Partial<Subscriber> & { id: string; email: string }>) {
  const batch = testDb().batch();
  for (const { id, ...fields } of rows) {
    const data: Omit<Subscriber, 'id'> = {
      name: null,
      source: 'newsletter',
      status: 'confirmed',
      createdAt: new Date('2026-10-01T09:00:00Z'),
      confirmedAt: new Date('2026-10-01T09:30:00Z'),
      unsubscribedAt: null,
      ...fields,
    };
    batch.set(testDb().collection('subscribers').doc(id), subscriberDocument(data));
  }
  await batch.commit();
}

async function mails() {
  const snapshot = await testDb().collection('mail').get();
  return snapshot.docs.map(
    (doc) =>
      ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & {
        id: string;
        to: string;
        message: { subject: string; html: string; text: string };
        headers: Record<string, string>;
      },
  );
}

describe('sendNewsletter', () => {
  it('queues exactly one e-mail per confirmed address under two concurrent sends', async () => {
    await seed([
      ...Array.from({ length: 40 }, (_, i) => ({ id: `c${i}`, email: `reader${i}@example.com` })),
      { id: 'dup', email: 'reader0@example.com', source: 'newsletter-dispatches' },
      { id: 'p', email: 'pending@example.com', status: 'pending', confirmedAt: null },
      {
        id: 'u',
        email: 'gone@example.com',
        status: 'unsubscribed',
        unsubscribedAt: new Date('2026-10-20T09:00:00Z'),
      },
      { id: 'w', email: 'waitlist@example.com', source: 'book-waitlist' },
    ]);
    const [one, two] = await Promise.all([
      sendNewsletterHandler(INPUT, deps()),
      sendNewsletterHandler(INPUT, deps(new Date(NOW.getTime() + 5))),
    ]);
    expect(one.newsletterId).toBe(two.newsletterId);
    expect(one.queued + two.queued).toBe(40);
    const queued = await mails();
    expect(queued).toHaveLength(40);
    const addresses = queued.map((mail) => mail.to);
    expect(new Set(addresses).size).toBe(40);
    for (const never of ['pending@example.com', 'gone@example.com', 'waitlist@example.com']) {
      expect(addresses).not.toContain(never);
    }
    const newsletters = await testDb().collection('newsletters').get();
    expect(newsletters.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ subject: INPUT.subject, status: 'sent', recipientCount: 40 }),
    ]);
    // A later attempt adds none.
    expect(await sendNewsletterHandler(INPUT, deps())).toMatchObject({ recipients: 40, queued: 0 });
    expect(await mails()).toHaveLength(40);
  });

  it('renders sanitised HTML, plain text and the one-click headers', async () => {
    await seed([{ id: 'c1', email: 'ada@example.com' }]);
    await sendNewsletterHandler(INPUT, deps());
    const [mail] = await mails();
    // The e-mail is a document of its own: the newsletter's # is its h1 (domain/markdown.ts).
    expect(mail!.message.html).toContain('<h1>Weekly from the EDGE</h1>');
    expect(mail!.message.html).toContain('<img src="x">');
    expect(mail!.message.html).not.toMatch(/<script|onerror/);
    expect(mail!.message.text).toContain('Read the essay (https://edge.example/essays/a).');
    const unsubscribe = /Unsubscribe: (\S+)/.exec(mail!.message.text)?.[1] ?? '';
    expect(unsubscribe.startsWith(`${TEST_SITE_URL}/unsubscribe?token=`)).toBe(true);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.replace('/unsubscribe?', '/unsubscribe/one-click?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail).toMatchObject({ kind: 'newsletter', subscriberId: 'c1' });
  });

  it('keeps every header-bound field on one line: no CR/LF from the subject', async () => {
    await seed([{ id: 'c1', email: 'ada@example.com' }]);
    await sendNewsletterHandler(
      { ...INPUT, subject: 'Weekly\r\nBcc: everyone@evil.example\n\nHi' },
      deps(),
    );
    const [mail] = await mails();
    expect(mail!.message.subject).toBe('Weekly Bcc: everyone@evil.example Hi');
    for (const value of [mail!.to, ...Object.values(mail!.headers)]) {
      expect(value).not.toMatch(/[\r\n]/);
    }
  });

  it('sanitises exactly as the browser does', async () => {
    const sanitize = await serverSanitizer();
    for (const [input, output] of SANITIZE_CASES) expect(sanitize(input)).toBe(output);
    expect(sanitize(markdownToHtml('[x](javascript:alert(1))'))).toBe('<p><a>x</a></p>\n');
  });
});

describe('sendNewsletter callable', () => {
  beforeEach(() => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SITE_URL', TEST_SITE_URL);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function refusal(auth?: NonNullable<Parameters<typeof callableRequest>[1]>['auth']) {
    const error = await sendNewsletter
      .run(callableRequest(INPUT, { auth }))
      .catch((e: unknown) => e);
    if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${error}`);
    return { code: error.code, message: error.message };
  }

  it('refuses a visitor with Must be authenticated, and anyone but an admin', async () => {
    await seed([{ id: 'c1', email: 'ada@example.com' }]);
    expect(await refusal()).toEqual({ code: 'unauthenticated', message: 'Must be authenticated' });
    const reader = await signedInWithRole('reader@example.com', { admin: false });
    expect(await refusal(reader)).toMatchObject({ code: 'permission-denied' });
    const revoked = await signedInWithRole('old@example.com', {
      admin: true,
      withoutDocument: true,
    });
    expect(await refusal(revoked)).toMatchObject({ code: 'permission-denied' });
    expect(await mails()).toEqual([]);
  });

  it('sends for an admin', async () => {
    await seed([{ id: 'c1', email: 'ada@example.com' }]);
    const admin = await signedInWithRole('admin@example.com', { admin: true });
    const result = await sendNewsletter.run(callableRequest(INPUT, { auth: admin }));
    expect(result).toMatchObject({ recipients: 1, queued: 1 });
  });
});
