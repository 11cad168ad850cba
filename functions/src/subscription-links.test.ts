import { describe, expect, it } from 'vitest';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  CONFIRMATION_LINK_TTL_MS,
  LINK_EXPIRED,
  LINK_INVALID,
} from '../../src/domain/subscription-tokens.ts';
import { testDb } from '../test/emulators.ts';
import { TEST_SITE_URL, testSigner } from '../test/links.ts';
import {
  confirmSubscriptionHandler,
  oneClickHandler,
  unsubscribeHandler,
} from './subscription-links.ts';
import { subscribeHandler } from './subscribe.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const sign = testSigner();
const linkDeps = (now = NOW, key?: string) => ({
  db: testDb(),
  sign: key ? testSigner(key) : sign,
  now: () => now,
});

async function subscribe(email: string) {
  await subscribeHandler(
    { email, source: 'newsletter' },
    { db: testDb(), now: () => NOW, ip: '203.0.113.1', salt: 's', sign, siteUrl: TEST_SITE_URL },
  );
}

async function mailsTo(email: string) {
  const snapshot = await testDb().collection('mail').where('to', '==', email).get();
  type Mail = { message: { text: string } } & Record<string, unknown>;
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Mail) }));
}

/** The token with its last character changed. */
const altered = (token: string) => token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');

const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(text)?.[1] ?? '');

async function row(email: string) {
  const snapshot = await testDb().collection('subscribers').where('email', '==', email).get();
  return snapshot.docs[0]?.data();
}

describe('double opt-in on Firestore', () => {
  it('queues a confirmation e-mail in the Trigger Email shape whose link confirms', async () => {
    await subscribe('ada@example.com');
    const [mail] = await mailsTo('ada@example.com');
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      message: {
        subject: 'Confirm your subscription to EDGE Navigator',
        html: expect.stringContaining(`href="${TEST_SITE_URL}/confirm-subscription?token=`),
        text: expect.stringContaining(`${TEST_SITE_URL}/confirm-subscription?token=`),
      },
      headers: {},
      kind: 'confirmation',
      createdAt: Timestamp.fromDate(NOW),
    });
    const token = tokenIn(mail!.message.text, '/confirm-subscription');
    await confirmSubscriptionHandler({ token }, linkDeps(at(60_000)));
    expect(await row('ada@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt: Timestamp.fromDate(at(60_000)),
    });
    // Following it again is harmless.
    await confirmSubscriptionHandler({ token }, linkDeps(at(120_000)));
    expect((await row('ada@example.com'))?.confirmedAt).toEqual(Timestamp.fromDate(at(60_000)));
  });

  it('refuses a tampered, foreign or expired confirmation link, changing nothing', async () => {
    await subscribe('ada@example.com');
    const [mail] = await mailsTo('ada@example.com');
    const token = tokenIn(mail!.message.text, '/confirm-subscription');
    await expect(
      confirmSubscriptionHandler({ token: altered(token) }, linkDeps()),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: LINK_INVALID });
    await expect(
      confirmSubscriptionHandler({ token }, linkDeps(NOW, 'another-key')),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: LINK_INVALID });
    await expect(
      confirmSubscriptionHandler({ token }, linkDeps(at(CONFIRMATION_LINK_TTL_MS + 1000))),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: LINK_EXPIRED });
    expect((await row('ada@example.com'))?.status).toBe('pending');
  });

  it('sends nothing more to an address already confirmed', async () => {
    await subscribe('ada@example.com');
    const [mail] = await mailsTo('ada@example.com');
    await confirmSubscriptionHandler(
      { token: tokenIn(mail!.message.text, '/confirm-subscription') },
      linkDeps(),
    );
    await subscribe('ada@example.com');
    expect(await mailsTo('ada@example.com')).toHaveLength(1);
  });
});

/** A one-click request and what the handler answered. */
async function oneClick(method: string, token: string) {
  const sent: { status: number; body?: string; location?: string } = { status: 0 };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set: () => res,
    type: () => res,
    send(body: string) {
      sent.body = body;
      return res;
    },
    redirect(code: number, location: string) {
      sent.status = code;
      sent.location = location;
    },
  };
  const req = { method, query: { token } };
  await oneClickHandler(req as unknown as Request, res as unknown as Response, linkDeps());
  return sent;
}

describe('one-click unsubscribe (RFC 8058)', () => {
  async function confirmedToken(email: string) {
    await subscribe(email);
    const [mail] = await mailsTo(email);
    await confirmSubscriptionHandler(
      { token: tokenIn(mail!.message.text, '/confirm-subscription') },
      linkDeps(),
    );
    const { signLinkToken } = await import('../../src/domain/subscription-tokens.ts');
    const snapshot = await testDb().collection('subscribers').where('email', '==', email).get();
    return signLinkToken(sign, 'unsubscribe', snapshot.docs[0]!.id, NOW);
  }

  it('unsubscribes at once on POST, and again harmlessly', async () => {
    const token = await confirmedToken('ada@example.com');
    expect(await oneClick('POST', token)).toEqual({
      status: 200,
      body: 'You have been unsubscribed.',
    });
    expect(await row('ada@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: Timestamp.fromDate(NOW),
    });
    expect((await oneClick('POST', token)).status).toBe(200);
  });

  it('sends a GET to the page with the button, unsubscribing nobody', async () => {
    const token = await confirmedToken('ada@example.com');
    expect(await oneClick('GET', token)).toEqual({
      status: 303,
      location: `/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect((await row('ada@example.com'))?.status).toBe('confirmed');
  });

  it('refuses a tampered token with a clear answer', async () => {
    const token = await confirmedToken('ada@example.com');
    expect(await oneClick('POST', altered(token))).toEqual({
      status: 400,
      body: LINK_INVALID,
    });
    await expect(unsubscribeHandler({ token: 'nonsense' }, linkDeps())).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect((await row('ada@example.com'))?.status).toBe('confirmed');
  });
});
