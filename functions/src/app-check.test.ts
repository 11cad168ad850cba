// The open callables as deployed (functions/lib on the Functions emulator), called over HTTP as
// the web SDK calls them. The emulator checks App Check like production except for the token's
// signature and format (firebase-functions' skipTokenVerification debug feature), so it shows
// which callables enforce App Check and that a request without a token never reaches a handler;
// that a forged token is refused is the Admin SDK's verifyToken in production.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LINK_INVALID, signLinkToken } from '../../src/domain/subscription-tokens.ts';
import { PROJECT_ID, testDb } from '../test/emulators.ts';
import { testSigner } from '../test/links.ts';
import { EMULATOR_LINK_SECRET } from './links-config.ts';

function functionsUrl(name: string): string {
  const ports = JSON.parse(process.env.EDGE_EMULATOR_PORTS ?? '{}') as { functions?: number };
  if (!ports.functions) throw new Error('EDGE_EMULATOR_PORTS has no functions port');
  return `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/${name}`;
}

/** An App Check token as the emulator reads it: a JWT whose subject is the app. */
function emulatorToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ sub: '1:123:web:abc', iat: now, exp: now + 3600 })}.x`;
}

async function call(name: string, data: unknown, appCheck?: string) {
  const response = await fetch(functionsUrl(name), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const CALLS: Array<[name: string, data: unknown, collection: string]> = [
  ['subscribe', { email: 'ada@example.com', source: 'newsletter' }, 'subscribers'],
  ['submitContact', { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, 'contacts'],
  ['recordEvent', { type: 'share', platform: 'linkedin', pagePath: '/' }, 'social_shares'],
];

describe('App Check on the open callables', () => {
  it.each(CALLS)('%s refuses a call without an App Check token', async (name, data, stored) => {
    expect(await call(name, data)).toEqual({
      status: 401,
      body: { error: { message: 'Unauthenticated', status: 'UNAUTHENTICATED' } },
    });
    expect((await testDb().collection(stored).get()).size).toBe(0);
  });

  it.each(CALLS)('%s serves a call with a token', async (name, data, stored) => {
    expect((await call(name, data, emulatorToken())).status).toBe(200);
    expect((await testDb().collection(stored).get()).size).toBe(1);
  });
});

// Each function's first call starts its worker in the emulator: seconds on a loaded machine.
describe('no App Check on the signed links', { timeout: 60_000 }, () => {
  // The Functions emulator signs with its development key: links made here are real ones.
  const sign = testSigner(EMULATOR_LINK_SECRET);
  const altered = (token: string) => token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');

  async function subscriber(status: 'pending' | 'confirmed') {
    const ref = testDb().collection('subscribers').doc('row-1');
    await ref.set({
      email: 'ada@example.com',
      name: null,
      source: 'newsletter',
      status,
      createdAt: Timestamp.now(),
      confirmedAt: status === 'confirmed' ? Timestamp.now() : null,
      unsubscribedAt: null,
    });
    return ref;
  }
  const statusOf = async (ref: DocumentReference) => (await ref.get()).get('status') as unknown;

  it.each([
    ['confirmSubscription', 'confirm', 'pending', 'confirmed'],
    ['unsubscribe', 'unsubscribe', 'confirmed', 'unsubscribed'],
  ] as const)(
    '%s serves a signed link without a token, and refuses a bad signature',
    async (name, purpose, before, after) => {
      const ref = await subscriber(before);
      const token = await signLinkToken(sign, purpose, ref.id, new Date());
      expect(await call(name, { token: altered(token) })).toEqual({
        status: 400,
        body: {
          error: { message: LINK_INVALID, status: 'INVALID_ARGUMENT', details: { fields: {} } },
        },
      });
      expect(await statusOf(ref)).toBe(before);
      expect(await call(name, { token })).toEqual({ status: 200, body: { result: null } });
      expect(await statusOf(ref)).toBe(after);
    },
  );

  it('one-click unsubscribe takes a signed POST without a token, and refuses a bad one', async () => {
    const ref = await subscriber('confirmed');
    const token = await signLinkToken(sign, 'unsubscribe', ref.id, new Date());
    const post = (value: string) =>
      fetch(`${functionsUrl('unsubscribeOneClick')}?token=${encodeURIComponent(value)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const refused = await post(altered(token));
    expect([refused.status, await refused.text()]).toEqual([400, LINK_INVALID]);
    expect(await statusOf(ref)).toBe('confirmed');
    const done = await post(token);
    expect([done.status, await done.text()]).toEqual([200, 'You have been unsubscribed.']);
    expect(await statusOf(ref)).toBe('unsubscribed');
  });
});
