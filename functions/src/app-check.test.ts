// The open callables as deployed (functions/lib on the Functions emulator), called over HTTP as
// the web SDK calls them. The emulator checks App Check like production except for the token's
// signature and format (firebase-functions' skipTokenVerification debug feature), so it shows
// which callables enforce App Check and that a request without a token never reaches a handler;
// that a forged token is refused is the Admin SDK's verifyToken in production.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, testDb } from '../test/emulators.ts';

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
