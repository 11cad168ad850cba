import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QueuedMail } from './mail.ts';
import type { RateLimitStore } from './rate-limit.ts';
import { handleSubscribe } from './subscribe.ts';
import {
  handleConfirmSubscription,
  handleUnsubscribe,
  LINK_SUPERSEDED,
  type SubscriptionLinkStore,
} from './subscription-links.ts';
import { LINK_INVALID, signLinkToken, type LinkSigner } from './subscription-tokens.ts';
import type { Subscriber } from './types.ts';

const sign: LinkSigner = async (message) => createHmac('sha256', 'k').update(message).digest('hex');
const NOW = new Date('2026-11-01T10:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3600e3);

function row(id: string, fields: Partial<Subscriber> = {}): Subscriber {
  return {
    id,
    email: 'ada@example.com',
    name: 'Ada',
    source: 'newsletter',
    status: 'pending',
    createdAt: NOW,
    confirmedAt: null,
    unsubscribedAt: null,
    ...fields,
  };
}

/** The subscribers and the mail queue in memory, with the ports the handlers take. */
function world(rows: Subscriber[] = []) {
  const mails: QueuedMail[] = [];
  const store: SubscriptionLinkStore = {
    get: async (id) => rows.find((r) => r.id === id) ?? null,
    findByEmail: async (email) => rows.filter((r) => r.email === email),
    update: async (id, fields) =>
      void Object.assign(
        rows.find((r) => r.id === id)!,
        fields,
      ),
  };
  const limits: RateLimitStore = { consume: async () => true };
  const subscribeDeps = (now: Date) => ({
    store: {
      findByEmailAndSource: async (email: string, source: string) =>
        rows.find((r) => r.email === email && r.source === source) ?? null,
      create: async (data: Omit<Subscriber, 'id'>) => {
        const id = `row-${rows.length + 1}`;
        rows.push({ id, ...data });
        return id;
      },
    },
    limits,
    now: () => now,
    ipKey: 'ip',
    mail: {
      queue: async (queued: readonly QueuedMail[]) => {
        const fresh = queued.filter((m) => !mails.some((old) => old.id === m.id));
        mails.push(...fresh);
        return fresh.length;
      },
    },
    sign,
    siteUrl: 'https://edge.example/',
  });
  const links = (now: Date) => ({ store, sign, now: () => now });
  const tokenIn = (mail: QueuedMail) => {
    const match = /token=([^\s"&]+)/.exec(mail.mail.message.text);
    return decodeURIComponent(match?.[1] ?? '');
  };
  return { rows, mails, subscribeDeps, links, tokenIn };
}

describe('double opt-in', () => {
  it('queues a confirmation e-mail whose link confirms the subscription', async () => {
    const w = world();
    await handleSubscribe(
      { email: 'Ada@Example.com', name: 'Ada', source: 'newsletter' },
      w.subscribeDeps(NOW),
    );
    expect(w.mails).toHaveLength(1);
    const [mail] = w.mails;
    expect(mail!.mail).toMatchObject({
      to: 'ada@example.com',
      kind: 'confirmation',
      subscriberId: 'row-1',
      message: { subject: 'Confirm your subscription to EDGE Navigator' },
    });
    expect(mail!.mail.message.text).toContain('https://edge.example/confirm-subscription?token=');
    expect(mail!.mail.message.html).toContain(
      'href="https://edge.example/confirm-subscription?token=',
    );
    await handleConfirmSubscription(w.tokenIn(mail!), w.links(at(1)));
    expect(w.rows[0]).toMatchObject({ status: 'confirmed', confirmedAt: at(1) });
    // Following it again changes nothing.
    await handleConfirmSubscription(w.tokenIn(mail!), w.links(at(2)));
    expect(w.rows[0]).toMatchObject({ status: 'confirmed', confirmedAt: at(1) });
  });

  it("carries no text the subscriber typed: a stranger's name stays out of the site's e-mail", async () => {
    const w = world();
    const name = 'Your account is locked: verify at https://evil.example/login\r\nBcc: x@y.z';
    await handleSubscribe(
      { email: 'victim@example.com', name, source: 'newsletter' },
      w.subscribeDeps(NOW),
    );
    const { message, to } = w.mails[0]!.mail;
    expect(to).toBe('victim@example.com');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
    expect(message.html.startsWith('<p>Hello,</p>')).toBe(true);
    for (const part of [message.subject, message.text, message.html]) {
      expect(part).not.toMatch(/locked|evil\.example|Bcc/);
    }
    // The name is kept on the row, for the admins' list.
    expect(w.rows[0]?.name).toBe(name);
  });

  it('sends one confirmation per row and day, and none to a confirmed address', async () => {
    const w = world();
    const input = { email: 'ada@example.com', source: 'newsletter' };
    await handleSubscribe(input, w.subscribeDeps(NOW));
    await handleSubscribe(input, w.subscribeDeps(at(2)));
    expect(w.mails).toHaveLength(1);
    await handleSubscribe(input, w.subscribeDeps(at(25)));
    expect(w.mails).toHaveLength(2);
    w.rows[0]!.status = 'confirmed';
    await handleSubscribe(input, w.subscribeDeps(at(50)));
    expect(w.mails).toHaveLength(2);
  });

  it('lets an address that unsubscribed subscribe again, with a new link', async () => {
    const w = world([row('r1', { status: 'unsubscribed', unsubscribedAt: at(-5) })]);
    await handleSubscribe({ email: 'ada@example.com', source: 'newsletter' }, w.subscribeDeps(NOW));
    await handleConfirmSubscription(w.tokenIn(w.mails[0]!), w.links(at(1)));
    expect(w.rows[0]).toMatchObject({ status: 'confirmed', confirmedAt: at(1) });
  });

  it('refuses a link sent before the reader unsubscribed', async () => {
    const w = world([row('r1')]);
    const token = await signLinkToken(sign, 'confirm', 'r1', NOW);
    Object.assign(w.rows[0]!, { status: 'unsubscribed', unsubscribedAt: at(1) });
    await expect(handleConfirmSubscription(token, w.links(at(2)))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: LINK_SUPERSEDED,
    });
    expect(w.rows[0]!.status).toBe('unsubscribed');
  });

  it('refuses a link whose subscriber was deleted', async () => {
    const w = world();
    const token = await signLinkToken(sign, 'confirm', 'gone', NOW);
    await expect(handleConfirmSubscription(token, w.links(NOW))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: LINK_INVALID,
    });
  });
});

describe('unsubscribe links', () => {
  it('unsubscribes the address from every newsletter list, not from its waitlists', async () => {
    const w = world([
      row('n1', { status: 'confirmed' }),
      row('n2', { source: 'newsletter-dispatches', status: 'confirmed' }),
      row('w1', { source: 'book-waitlist', status: 'confirmed' }),
      row('other', { email: 'bob@example.com', status: 'confirmed' }),
    ]);
    const token = await signLinkToken(sign, 'unsubscribe', 'n1', NOW);
    await handleUnsubscribe(token, w.links(at(1)));
    expect(w.rows.map((r) => [r.id, r.status, r.unsubscribedAt])).toEqual([
      ['n1', 'unsubscribed', at(1)],
      ['n2', 'unsubscribed', at(1)],
      ['w1', 'confirmed', null],
      ['other', 'confirmed', null],
    ]);
    await handleUnsubscribe(token, w.links(at(2)));
    expect(w.rows[0]!.unsubscribedAt).toEqual(at(1));
  });

  it('answers the same for a row deleted since, and refuses a forged link', async () => {
    const w = world();
    await expect(
      handleUnsubscribe(await signLinkToken(sign, 'unsubscribe', 'gone', NOW), w.links(NOW)),
    ).resolves.toBeUndefined();
    await expect(handleUnsubscribe('v1.u.gone.1.0.abc', w.links(NOW))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
