import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/domain/errors.ts';
import { testDb } from '../test/emulators.ts';
import { submitContactHandler } from './submit-contact.ts';

const IP = '203.0.113.7';
const SALT = 'test-salt';
const HOUR = 60 * 60 * 1000;
const NOW = new Date('2025-03-01T10:15:00Z');
const VALID = {
  name: "Mary O'Neil-Smith",
  email: ' Mary@Example.COM ',
  company: 'Acme',
  message: 'Hello there',
};

function send(data: unknown, options: { ip?: string; at?: Date } = {}) {
  const at = options.at ?? NOW;
  return submitContactHandler(data, {
    db: testDb(),
    now: () => at,
    ip: options.ip ?? IP,
    salt: SALT,
  });
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof BackendError)) throw new Error(`Expected a BackendError, got ${error}`);
  return error;
}

async function docs(collection: string) {
  const snapshot = await testDb().collection(collection).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** The security log as action → count. */
async function eventCounts() {
  const events = await docs('contact_security_events');
  return Object.fromEntries(events.map((event) => [event.action, event.count]));
}

describe('submitContactHandler', () => {
  it.each([
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(101), 'Name must be less than 100 characters'],
    ['name', 'R2-D2', 'Name contains invalid characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be less than 255 characters'],
    ['company', 'c'.repeat(101), 'Company name must be less than 100 characters'],
    ['message', '   ', 'Message is required'],
    ['message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
  ])('refuses a bad %s with "%s"', async (field, value, message) => {
    const error = await rejection(send({ ...VALID, [field]: value }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ [field]: message });
    expect(await docs('contacts')).toEqual([]);
  });

  it('stores the message with a salted IP hash and logs the send', async () => {
    const { id } = await send(VALID);
    const ipKey = createHash('sha256')
      .update(SALT + IP)
      .digest('hex');
    const stored = await testDb().collection('contacts').doc(id).get();
    expect(stored.data()).toEqual({
      name: "Mary O'Neil-Smith",
      email: 'mary@example.com',
      company: 'Acme',
      message: 'Hello there',
      ipKey,
      createdAt: Timestamp.fromDate(NOW),
    });
    const windowStart = Timestamp.fromDate(new Date('2025-03-01T10:00:00Z'));
    expect(await docs('contact_security_events')).toEqual([
      {
        action: 'submit_contact',
        ipKey,
        windowStart,
        lastAt: Timestamp.fromDate(NOW),
        count: 1,
        expireAt: Timestamp.fromDate(new Date('2025-05-30T10:00:00Z')),
      },
    ]);
    const slotId = `contact-${ipKey}-${windowStart.toMillis()}-1`;
    const slot = await testDb().collection('rate_limits').doc(slotId).get();
    expect(slot.data()).toEqual({
      scope: 'contact',
      windowStart,
      slot: 1,
      expireAt: Timestamp.fromDate(new Date('2025-03-01T11:00:00Z')),
    });
  });

  it('stores a blank company as null', async () => {
    await send({ ...VALID, company: '  ' });
    expect((await docs('contacts'))[0]).toMatchObject({ company: null });
  });

  it('never stores the raw IP', async () => {
    await send(VALID);
    for (let i = 0; i < 5; i++) await send(VALID).catch(() => undefined);
    const everything = await Promise.all(
      ['contacts', 'rate_limits', 'contact_security_events'].map(async (name) => {
        const snapshot = await testDb().collection(name).get();
        return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
      }),
    );
    expect(JSON.stringify(everything)).not.toContain(IP);
  });

  it('refuses the sixth send from one IP within the hour and logs it', async () => {
    for (let i = 0; i < 5; i++) await send(VALID, { at: new Date(NOW.getTime() + i * 60_000) });
    const error = await rejection(send(VALID, { at: new Date(NOW.getTime() + 30 * 60_000) }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toContain('Rate limit exceeded');
    expect(await docs('contacts')).toHaveLength(5);
    expect(await eventCounts()).toEqual({ submit_contact: 5, rate_limit_exceeded: 1 });
  });

  it('logs a flood of refused sends as one event with a count, not one document each', async () => {
    for (let i = 0; i < 5; i++) await send(VALID);
    for (let i = 0; i < 10; i++) await send(VALID).catch(() => undefined);
    expect(await docs('contact_security_events')).toHaveLength(2);
    expect(await eventCounts()).toEqual({ submit_contact: 5, rate_limit_exceeded: 10 });
  });

  it('still accepts another IP when one is limited', async () => {
    for (let i = 0; i < 5; i++) await send(VALID);
    await expect(send(VALID)).rejects.toThrow('Rate limit exceeded');
    await expect(send(VALID, { ip: '198.51.100.2' })).resolves.toHaveProperty('id');
  });

  it('accepts the same IP again in the next hour', async () => {
    for (let i = 0; i < 5; i++) await send(VALID);
    await expect(send(VALID)).rejects.toThrow('Rate limit exceeded');
    await expect(send(VALID, { at: new Date(NOW.getTime() + HOUR) })).resolves.toHaveProperty('id');
    const slots = (await docs('rate_limits')).map((slot) => [
      slot.windowStart.toMillis(),
      slot.slot,
    ]);
    const [first, next] = [NOW.getTime() - 15 * 60_000, NOW.getTime() + 45 * 60_000];
    expect(slots).toEqual([...[1, 2, 3, 4, 5].map((n) => [first, n]), [next, 1]]);
  });

  it('does not count invalid sends against the limit', async () => {
    for (let i = 0; i < 5; i++) await send({ ...VALID, name: '' }).catch(() => undefined);
    for (let i = 0; i < 5; i++) await send(VALID);
    expect(await docs('contacts')).toHaveLength(5);
  });
});

describe('submitContactHandler per IPv6 network', () => {
  // One /48 is what a single site or small provider customer is routinely handed: 65,536 /64s.
  const inOne48 = (i: number) => `2001:db8:abcd:${i.toString(16)}::1`;

  it('lets 20 sends (4 × the /64 limit) through from 50 /64s inside one /48', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 50; i++) {
      outcomes.push(
        await send(VALID, { ip: inOne48(i) }).then(
          () => 'ok',
          (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(20);
    expect(outcomes.slice(20)).toEqual(Array(30).fill('resource-exhausted'));
    expect(await docs('contacts')).toHaveLength(20);
    // Logged per address (the /64), as every event is: the counts add up over the network.
    const totals: Record<string, number> = {};
    for (const event of await docs('contact_security_events')) {
      totals[event.action] = (totals[event.action] ?? 0) + Number(event.count);
    }
    expect(totals).toEqual({ submit_contact: 20, rate_limit_exceeded: 30 });
  }, 60_000);

  it('keeps the /64 limit inside the /48, and another /48 unaffected', async () => {
    for (let i = 0; i < 5; i++) await send(VALID, { ip: `2001:db8:abcd:1::${i + 1}` });
    await expect(send(VALID, { ip: '2001:db8:abcd:1::99' })).rejects.toThrow('Rate limit');
    // The refused send took no slot of the /48: its other /64s still have 15.
    for (let i = 0; i < 15; i++) await send(VALID, { ip: `2001:db8:abcd:2${i}::1` });
    await expect(send(VALID, { ip: '2001:db8:abcd:ff::1' })).rejects.toThrow('Rate limit');
    await expect(send(VALID, { ip: '2001:db8:abce:1::1' })).resolves.toHaveProperty('id');
  }, 60_000);

  it('never stores the /48 either', async () => {
    await send(VALID, { ip: '2001:db8:abcd:12::1' });
    const slots = await testDb().collection('rate_limits').get();
    expect(slots.size).toBe(2);
    expect(JSON.stringify(slots.docs.map((d) => [d.id, d.data()]))).not.toContain('2001:db8');
  });
});

describe('submitContactHandler under load', () => {
  it('lets exactly 5 of 50 concurrent sends from one address through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(VALID).then(
          () => 'ok',
          (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'resource-exhausted')).toHaveLength(45);
    expect(await docs('contacts')).toHaveLength(5);
    // Counted on one document each, and no concurrent increment lost.
    expect(await eventCounts()).toEqual({ submit_contact: 5, rate_limit_exceeded: 45 });
    expect(await docs('contact_security_events')).toHaveLength(2);
  });
});
