import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callableRequest, signedInAs } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import { ipKeyOf } from './client-ip.ts';
import { UNEXPECTED_ERROR_MESSAGE } from './https-error.ts';
import { EMULATOR_IP_SALT, submitContact } from './submit-contact.ts';
import { subscribe } from './subscribe.ts';

// Keeps the expected error log of the 'internal' case out of the test output.
vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };

async function httpsError(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${error}`);
  return error;
}

describe('subscribe callable', () => {
  it('subscribes a signed-in caller from the Auth emulator', async () => {
    const auth = await signedInAs('reader@example.com');
    const result = await subscribe.run(
      callableRequest({ email: 'reader@example.com', source: 'newsletter' }, { auth }),
    );
    expect(result.created).toBe(true);
    const stored = await testDb().collection('subscribers').doc(result.id).get();
    expect(stored.data()).toMatchObject({ email: 'reader@example.com', status: 'pending' });
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

  it('uses the first X-Forwarded-For hop when Express has no IP', async () => {
    const request = callableRequest(CONTACT, {
      headers: { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' },
    });
    const { id } = await submitContact.run(request);
    const stored = await testDb().collection('contacts').doc(id).get();
    expect(stored.get('ipKey')).toBe(ipKeyOf(EMULATOR_IP_SALT, '198.51.100.4'));
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
