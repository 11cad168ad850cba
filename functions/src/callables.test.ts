import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callableRequest, forwardedFor, signedInAs } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import { ipKeyOf } from './client-ip.ts';
import { UNEXPECTED_ERROR_MESSAGE } from './https-error.ts';
import { EMULATOR_IP_SALT } from './ip-salt.ts';
import { submitContact } from './submit-contact.ts';
import { subscribe } from './subscribe.ts';

// Keeps the expected error log of the 'internal' case out of the test output.
vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

const IP = '203.0.113.9';
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

/** 'ok' or the HttpsError code a call ended with. */
async function settled(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'ok',
    (error: unknown) => (error instanceof HttpsError ? error.code : String(error)),
  );
}

async function httpsError(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${error}`);
  return error;
}

describe('subscribe callable', () => {
  beforeEach(() => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('SITE_URL', 'https://edge.example');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('subscribes a signed-in caller from the Auth emulator', async () => {
    const auth = await signedInAs('reader@example.com');
    await subscribe.run(
      callableRequest({ email: 'reader@example.com', source: 'newsletter' }, { auth, ip: IP }),
    );
    const stored = await testDb().collection('subscribers').get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ email: 'reader@example.com', status: 'pending' }),
    ]);
  });

  it('answers an address already on the list exactly as a new one', async () => {
    const call = (email: string) =>
      subscribe.run(callableRequest({ email, source: 'newsletter' }, { ip: IP }));
    const first = await call('ada@example.com');
    const again = await call('ada@example.com');
    const someoneElse = await call('grace@example.com');
    expect(again).toEqual(first);
    expect(someoneElse).toEqual(first);
  });

  // The per-IP limit keys on the address Google's front end appended, as the contact form's does.
  it('accepts 10 of 20 sign-ups with invented X-Forwarded-For values from one address', async () => {
    const outcomes = [];
    for (let i = 0; i < 20; i++) {
      const headers = forwardedFor(`198.51.100.${i}`, '203.0.113.50');
      const data = { email: `reader${i}@example.com`, source: 'newsletter' };
      outcomes.push(await settled(subscribe.run(callableRequest(data, { headers }))));
    }
    expect(outcomes).toEqual([
      ...Array<string>(10).fill('ok'),
      ...Array<string>(10).fill('resource-exhausted'),
    ]);
  });

  it('turns a validation failure into invalid-argument with the field messages', async () => {
    const error = await httpsError(
      subscribe.run(callableRequest({ email: 'nope', source: 'newsletter' })),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Invalid email address');
    expect(error.details).toEqual({ fields: { email: 'Invalid email address' } });
  });
});

describe('submitContact callable', () => {
  beforeEach(() => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('keys the sender by a salted hash of the request IP', async () => {
    const auth = await signedInAs('writer@example.com');
    const { id } = await submitContact.run(callableRequest(CONTACT, { ip: '203.0.113.9', auth }));
    const stored = await testDb().collection('contacts').doc(id).get();
    expect(stored.get('ipKey')).toBe(ipKeyOf(EMULATOR_IP_SALT, '203.0.113.9'));
  });

  it("keys on the address Google's front end appended, not on what the caller wrote", async () => {
    const request = callableRequest(CONTACT, { headers: forwardedFor('198.51.100.4', '10.0.0.1') });
    const { id } = await submitContact.run(request);
    const stored = await testDb().collection('contacts').doc(id).get();
    expect(stored.get('ipKey')).toBe(ipKeyOf(EMULATOR_IP_SALT, '10.0.0.1'));
  });

  it('accepts 5 of 20 sends with invented X-Forwarded-For values from one address', async () => {
    const outcomes = [];
    for (let i = 0; i < 20; i++) {
      const headers = forwardedFor(`198.51.100.${i}`, '203.0.113.50');
      outcomes.push(await settled(submitContact.run(callableRequest(CONTACT, { headers }))));
    }
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'resource-exhausted')).toHaveLength(15);
  });

  it('accepts 5 of 8 sends from addresses of one IPv6 /64', async () => {
    const outcomes = [];
    for (let i = 1; i <= 8; i++) {
      const headers = { 'x-forwarded-for': `2001:db8:abcd:12::${i.toString(16)}:${i}` };
      outcomes.push(await settled(submitContact.run(callableRequest(CONTACT, { headers }))));
    }
    expect(outcomes).toEqual([
      ...Array<string>(5).fill('ok'),
      ...Array<string>(3).fill('resource-exhausted'),
    ]);
  });

  it('turns the rate limit into resource-exhausted', async () => {
    for (let i = 0; i < 5; i++)
      await submitContact.run(callableRequest(CONTACT, { ip: '1.2.3.4' }));
    const error = await httpsError(submitContact.run(callableRequest(CONTACT, { ip: '1.2.3.4' })));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toContain('Rate limit exceeded');
  });

  it('turns a validation failure into invalid-argument with every field message', async () => {
    const error = await httpsError(submitContact.run(callableRequest({ email: 'x' })));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Name is required');
    expect(error.details).toEqual({
      fields: {
        name: 'Name is required',
        email: 'Invalid email address',
        message: 'Message is required',
      },
    });
  });

  it('hides an unexpected failure behind a generic internal error', async () => {
    // Outside the emulator with no CONTACT_IP_SALT secret the handler cannot run.
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('CONTACT_IP_SALT', '');
    const error = await httpsError(submitContact.run(callableRequest(CONTACT, { ip: '1.2.3.4' })));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(error.details).toBeUndefined();
  });
});
