import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/domain/errors.ts';
import type { MailDocument } from '../../src/domain/mail.ts';
import { RATE_LIMIT_EXCEEDED } from '../../src/domain/rate-limit.ts';
import { testDb } from '../test/emulators.ts';
import { TEST_SITE_URL, testSigner } from '../test/links.ts';
import { subscribeHandler } from './subscribe.ts';

const NOW = new Date('2025-03-01T10:00:00Z');
const IP = '203.0.113.7';
const deps = (ip = IP) => ({
  db: testDb(),
  now: () => NOW,
  ip,
  salt: 'test-salt',
  sign: testSigner(),
  siteUrl: TEST_SITE_URL,
});

async function rejection(data: unknown): Promise<BackendError> {
  const error: unknown = await subscribeHandler(data, deps()).catch((e: unknown) => e);
  if (!(error instanceof BackendError)) throw new Error(`Expected a BackendError, got ${error}`);
  return error;
}

async function rows() {
  const snapshot = await testDb().collection('subscribers').get();
  return snapshot.docs.map((doc): DocumentData => ({ id: doc.id, ...doc.data() }));
}

describe('subscribeHandler', () => {
  it.each([
    [
      'an empty e-mail',
      { email: '   ', source: 'newsletter' },
      'email',
      'Please enter your email address.',
    ],
    ['a missing e-mail', { source: 'newsletter' }, 'email', 'Please enter your email address.'],
    [
      'a malformed e-mail',
      { email: 'not-an-email', source: 'newsletter' },
      'email',
      'Invalid email address',
    ],
    [
      'an unknown source',
      { email: 'a@example.com', source: 'spam-list' },
      'source',
      'Invalid subscription source',
    ],
  ])('refuses %s', async (_, data, field, message) => {
    const error = await rejection(data);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ [field]: message });
    expect(await rows()).toEqual([]);
  });

  it('stores one row when the same sign-up arrives twice at the same moment', async () => {
    const input = { email: 'twin@example.com', source: 'newsletter' };
    // From two addresses, so the two calls meet at the subscriber document, not at a counter.
    await Promise.all([
      subscribeHandler(input, deps()),
      subscribeHandler(input, deps('198.51.100.2')),
    ]);
    expect(await rows()).toHaveLength(1);
  });

  it('stores the e-mail trimmed and lower-cased, as pending, with Timestamps', async () => {
    await subscribeHandler(
      { email: '  Ada@Example.COM ', name: ' Ada Lovelace ', source: 'book-waitlist' },
      deps(),
    );
    expect(await rows()).toEqual([
      {
        id: expect.any(String),
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        source: 'book-waitlist',
        status: 'pending',
        createdAt: Timestamp.fromDate(NOW),
        confirmedAt: null,
        unsubscribedAt: null,
        searchTerms: expect.arrayContaining(['ada@example.com', 'example.com', 'lovelace']),
      },
    ]);
  });

  it('stores pending even when the caller asks for confirmed', async () => {
    await subscribeHandler(
      { email: 'a@example.com', source: 'newsletter', status: 'confirmed' },
      deps(),
    );
    expect((await rows())[0]).toMatchObject({ status: 'pending', confirmedAt: null });
  });

  it('stores a blank or missing name as null', async () => {
    await subscribeHandler({ email: 'a@example.com', name: '  ', source: 'newsletter' }, deps());
    await subscribeHandler({ email: 'b@example.com', source: 'newsletter' }, deps());
    expect((await rows()).map((row) => row.name)).toEqual([null, null]);
  });

  it("queues a confirmation e-mail that carries none of a stranger's text", async () => {
    await subscribeHandler(
      {
        email: 'victim@example.com',
        name: 'Your account is locked: verify at https://evil.example/login',
        source: 'newsletter',
      },
      deps(),
    );
    const mails = await testDb().collection('mail').get();
    expect(mails.size).toBe(1);
    const { to, message } = mails.docs[0]!.data() as MailDocument;
    expect(to).toBe('victim@example.com');
    expect(message.text).toMatch(/^Hello,\n/);
    expect(JSON.stringify(message)).not.toMatch(/locked|evil\.example/);
  });

  it('does not store the same e-mail twice on one list', async () => {
    await subscribeHandler({ email: 'a@example.com', source: 'newsletter' }, deps());
    await subscribeHandler({ email: ' A@Example.com', source: 'newsletter' }, deps());
    expect(await rows()).toHaveLength(1);
  });

  it('stores the same e-mail again for another list', async () => {
    await subscribeHandler({ email: 'a@example.com', source: 'newsletter' }, deps());
    await subscribeHandler({ email: 'a@example.com', source: 'executive-edge-course' }, deps());
    expect((await rows()).map((row) => row.source).sort()).toEqual([
      'executive-edge-course',
      'newsletter',
    ]);
  });
});

describe('subscribeHandler per-IP limit', () => {
  const signUp = (i: number, ip = IP) =>
    subscribeHandler({ email: `reader${i}@example.com`, source: 'newsletter' }, deps(ip));

  it('refuses the eleventh sign-up from one address within the hour, storing nothing', async () => {
    for (let i = 0; i < 10; i++) await signUp(i);
    const error: unknown = await signUp(10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'resource-exhausted', message: RATE_LIMIT_EXCEEDED });
    expect(await rows()).toHaveLength(10);
    await expect(signUp(11, '198.51.100.2')).resolves.toBeUndefined();
  });

  it('counts sign-ups of addresses already on the list like any other', async () => {
    for (let i = 0; i < 10; i++) await signUp(0);
    await expect(signUp(1)).rejects.toMatchObject({ code: 'resource-exhausted' });
  });

  it('does not count invalid sign-ups', async () => {
    for (let i = 0; i < 10; i++) await rejection({ email: 'nope', source: 'newsletter' });
    await expect(signUp(0)).resolves.toBeUndefined();
  });

  it('counts on a slot with a TTL field at the end of its window, keyed by no raw IP', async () => {
    await signUp(0);
    const counters = await testDb().collection('rate_limits').get();
    expect(counters.docs.map((doc) => doc.data())).toEqual([
      {
        scope: 'subscribe',
        windowStart: Timestamp.fromDate(NOW),
        slot: 1,
        expireAt: Timestamp.fromDate(new Date('2025-03-01T11:00:00Z')),
      },
    ]);
    expect(JSON.stringify(counters.docs.map((doc) => doc.id))).not.toContain(IP);
  });

  it('lets 40 sign-ups (4 × the /64 limit) through from 50 /64s inside one IPv6 /48', async () => {
    let accepted = 0;
    for (let i = 0; i < 50; i++) {
      await signUp(i, `2001:db8:abcd:${i.toString(16)}::7`).then(
        () => void (accepted += 1),
        (error: unknown) => expect(error).toMatchObject({ code: 'resource-exhausted' }),
      );
    }
    expect(accepted).toBe(40);
    expect(await rows()).toHaveLength(40);
    await expect(signUp(50, '2001:db8:abce::7')).resolves.toBeUndefined();
  }, 60_000);
});
