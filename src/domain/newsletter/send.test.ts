import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QueuedMail } from '../mail.ts';
import { mailMarkdownToHtml } from '../markdown.ts';
import type { Subscriber } from '../types.ts';
import { NEWSLETTER_NO_CONTENT, NEWSLETTER_TITLE_REQUIRED } from './content.ts';
import {
  handleSendNewsletter,
  isNewsletterRecipient,
  type NewsletterRecord,
  type NewsletterStore,
} from './send.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60e3);
const INPUT = {
  subject: 'Weekly',
  content: '# Weekly\n\nRead [this](https://edge.example/essays/a).\n',
  selectedContent: [{ id: 'a', title: 'A', type: 'article', url: 'https://edge.example/essays/a' }],
};

let serial = 0;
function subscriber(email: string, fields: Partial<Subscriber> = {}): Subscriber {
  serial += 1;
  return {
    id: `s${serial}`,
    email,
    name: null,
    source: 'newsletter',
    status: 'confirmed',
    createdAt: at(-100),
    confirmedAt: at(-90),
    unsubscribedAt: null,
    ...fields,
  };
}

function world(rows: Subscriber[]) {
  const records: NewsletterRecord[] = [];
  const mails: QueuedMail[] = [];
  const store: NewsletterStore = {
    begin: async (record) => {
      const existing = records.find((r) => r.id === record.id);
      if (existing) return existing;
      records.push(record);
      return record;
    },
    recipients: async (when) =>
      rows.filter(
        (r) => isNewsletterRecipient(r) && r.confirmedAt !== null && r.confirmedAt <= when,
      ),
    finish: async (id, fields) =>
      void Object.assign(
        records.find((r) => r.id === id)!,
        fields,
      ),
  };
  const deps = (now: Date) => ({
    store,
    mail: {
      queue: async (queued: readonly QueuedMail[]) => {
        // Yield between checks, as a real database would, so concurrent sends interleave.
        let created = 0;
        for (const item of queued) {
          await Promise.resolve();
          if (mails.some((m) => m.id === item.id)) continue;
          mails.push(item);
          created += 1;
        }
        return created;
      },
    },
    sign: async (m: string) => createHmac('sha256', 'k').update(m).digest('hex'),
    hash: async (text: string) => createHash('sha256').update(text).digest('hex'),
    renderHtml: mailMarkdownToHtml,
    now: () => now,
    siteUrl: 'https://edge.example',
    adminUid: 'admin-1',
  });
  return { rows, records, mails, deps };
}

describe('handleSendNewsletter', () => {
  it('queues one e-mail per confirmed newsletter address, never to pending or unsubscribed', async () => {
    const w = world([
      subscriber('a@example.com'),
      subscriber('a@example.com', { source: 'newsletter-dispatches' }),
      subscriber('b@example.com', { source: 'newsletter-dispatches' }),
      subscriber('pending@example.com', { status: 'pending', confirmedAt: null }),
      subscriber('gone@example.com', { status: 'unsubscribed', unsubscribedAt: at(-1) }),
      subscriber('waitlist@example.com', { source: 'book-waitlist' }),
    ]);
    const result = await handleSendNewsletter(INPUT, w.deps(NOW));
    expect(result).toMatchObject({ recipients: 2, queued: 2 });
    expect(w.mails.map((m) => m.mail.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(w.records[0]).toMatchObject({
      subject: 'Weekly',
      createdBy: 'admin-1',
      status: 'sent',
      recipientCount: 2,
      sentAt: NOW,
    });
  });

  it('gives each e-mail its own unsubscribe link and the one-click headers', async () => {
    const w = world([subscriber('a@example.com'), subscriber('b@example.com')]);
    await handleSendNewsletter(INPUT, w.deps(NOW));
    const [first, second] = w.mails.map((m) => m.mail);
    const link = (text: string) => /Unsubscribe: (\S+)/.exec(text)?.[1];
    expect(link(first!.message.text)).toMatch(
      /^https:\/\/edge\.example\/unsubscribe\?token=v1\.u\./,
    );
    expect(link(first!.message.text)).not.toBe(link(second!.message.text));
    expect(first!.headers).toEqual({
      'List-Unsubscribe': `<${link(first!.message.text)!.replace('/unsubscribe?', '/unsubscribe/one-click?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(first!.message.html).toContain('<h1>Weekly</h1>');
    expect(first!.message.html).toContain('<a href="https://edge.example/essays/a">this</a>');
    expect(first!.message.text).toContain('Read this (https://edge.example/essays/a).');
    expect(first).toMatchObject({ kind: 'newsletter', message: { subject: 'Weekly' } });
  });

  it('queues nothing twice when the same newsletter is sent twice at once, or again', async () => {
    const w = world(Array.from({ length: 30 }, (_, i) => subscriber(`r${i}@example.com`)));
    const [one, two] = await Promise.all([
      handleSendNewsletter(INPUT, w.deps(NOW)),
      handleSendNewsletter(INPUT, w.deps(at(1))),
    ]);
    expect(one.newsletterId).toBe(two.newsletterId);
    expect(one.queued + two.queued).toBe(30);
    expect(new Set(w.mails.map((m) => m.mail.to)).size).toBe(30);
    expect(w.records).toHaveLength(1);
    const again = await handleSendNewsletter({ ...INPUT, subject: ' Weekly ' }, w.deps(at(5)));
    expect(again).toMatchObject({ recipients: 30, queued: 0 });
    expect(w.mails).toHaveLength(30);
  });

  it('keeps the list it froze: later confirmations are left out, later unsubscribes too', async () => {
    const rows = [subscriber('a@example.com'), subscriber('b@example.com')];
    const w = world(rows);
    await handleSendNewsletter(INPUT, w.deps(NOW));
    w.mails.splice(0); // as if the first attempt had stopped before queueing anything
    rows.push(subscriber('late@example.com', { confirmedAt: at(2) }));
    Object.assign(rows[1]!, { status: 'unsubscribed', unsubscribedAt: at(3) });
    const retry = await handleSendNewsletter(INPUT, w.deps(at(4)));
    expect(retry.recipients).toBe(1);
    expect(w.mails.map((m) => m.mail.to)).toEqual(['a@example.com']);
  });

  it.each([
    [{ ...INPUT, subject: '  ' }, 'subject', NEWSLETTER_TITLE_REQUIRED],
    [{ ...INPUT, selectedContent: [] }, 'selectedContent', NEWSLETTER_NO_CONTENT],
  ])('refuses a newsletter without a title or content', async (input, field, message) => {
    const w = world([subscriber('a@example.com')]);
    await expect(handleSendNewsletter(input, w.deps(NOW))).rejects.toMatchObject({
      code: 'invalid-argument',
      message,
      fields: { [field]: message },
    });
    expect(w.mails).toEqual([]);
  });
});
