import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/domain/errors.ts';
import { testDb } from '../test/emulators.ts';
import { subscribeHandler } from './subscribe.ts';

const NOW = new Date('2025-03-01T10:00:00Z');
const deps = () => ({ db: testDb(), now: () => NOW });

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
    const [a, b] = await Promise.all([
      subscribeHandler(input, deps()),
      subscribeHandler(input, deps()),
    ]);
    expect(a.id).toBe(b.id);
    expect(await rows()).toHaveLength(1);
  });

  it('stores the e-mail trimmed and lower-cased, as pending, with Timestamps', async () => {
    const result = await subscribeHandler(
      { email: '  Ada@Example.COM ', name: ' Ada Lovelace ', source: 'book-waitlist' },
      deps(),
    );
    expect(result.created).toBe(true);
    expect(await rows()).toEqual([
      {
        id: result.id,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        source: 'book-waitlist',
        status: 'pending',
        createdAt: Timestamp.fromDate(NOW),
        confirmedAt: null,
        unsubscribedAt: null,
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

  it('does not store the same e-mail twice on one list', async () => {
    const first = await subscribeHandler({ email: 'a@example.com', source: 'newsletter' }, deps());
    const second = await subscribeHandler(
      { email: ' A@Example.com', source: 'newsletter' },
      deps(),
    );
    expect(second).toEqual({ id: first.id, created: false });
    expect(await rows()).toHaveLength(1);
  });

  it('stores the same e-mail again for another list', async () => {
    const first = await subscribeHandler({ email: 'a@example.com', source: 'newsletter' }, deps());
    const second = await subscribeHandler(
      { email: 'a@example.com', source: 'executive-edge-course' },
      deps(),
    );
    expect(second.created).toBe(true);
    expect(second.id).not.toBe(first.id);
    expect((await rows()).map((row) => row.source).sort()).toEqual([
      'executive-edge-course',
      'newsletter',
    ]);
  });
});
