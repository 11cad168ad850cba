// The provider's webhook as deployed (functions/lib on the Functions emulator), called over HTTP
// as a mail provider would, with the emulator's stand-in secret.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, testDb } from '../test/emulators.ts';
import { EMULATOR_WEBHOOK_SECRET } from './mail-webhook.ts';
import { subscriberDocument } from './subscriber-store.ts';

function url(): string {
  const ports = JSON.parse(process.env.EDGE_EMULATOR_PORTS ?? '{}') as { functions?: number };
  if (!ports.functions) throw new Error('EDGE_EMULATOR_PORTS has no functions port');
  return `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/mailProviderEvents`;
}

const post = (body: unknown, headers: Record<string, string>) =>
  fetch(url(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function addRow(id: string, email: string) {
  await testDb()
    .collection('subscribers')
    .doc(id)
    .set(
      subscriberDocument({
        email,
        name: null,
        source: 'newsletter',
        status: 'confirmed',
        createdAt: new Date(),
        confirmedAt: new Date(),
        unsubscribedAt: null,
      }),
    );
}

const statusOf = async (id: string) =>
  (await testDb().collection('subscribers').doc(id).get()).data();

describe('the mail provider webhook', { timeout: 60_000 }, () => {
  it('refuses a request without the secret, or with a wrong one, and changes nothing', async () => {
    await addRow('ada', 'ada@example.com');
    const event = { email: 'ada@example.com', type: 'bounce' };
    const attempts: Record<string, string>[] = [
      {},
      { 'X-Webhook-Secret': 'guess' },
      { Authorization: 'Bearer guess' },
      { Authorization: `Basic ${Buffer.from('x:guess').toString('base64')}` },
    ];
    for (const headers of attempts) {
      const answer = await post(event, headers);
      expect([answer.status, await answer.text()]).toEqual([401, 'Unauthorized']);
    }
    expect(await statusOf('ada')).toMatchObject({ status: 'confirmed' });
  });

  it('marks hard bounces and complaints bounced, with the secret in any of its forms', async () => {
    await addRow('ada', 'ada@example.com');
    await addRow('grace', 'grace@example.com');
    await addRow('alan', 'alan@example.com');
    const one = await post(
      { email: ' ADA@example.com ', type: 'bounce' },
      { 'X-Webhook-Secret': EMULATOR_WEBHOOK_SECRET },
    );
    expect([one.status, await one.json()]).toEqual([200, { received: 1, marked: 1 }]);
    const list = await post(
      [
        { email: 'grace@example.com', type: 'complaint' },
        { email: 'nobody@example.com', type: 'bounce' },
      ],
      { Authorization: `Bearer ${EMULATOR_WEBHOOK_SECRET}` },
    );
    expect([list.status, await list.json()]).toEqual([200, { received: 2, marked: 1 }]);
    expect(await statusOf('ada')).toMatchObject({ status: 'bounced', bounceReason: 'bounce' });
    expect(await statusOf('grace')).toMatchObject({ status: 'bounced', bounceReason: 'complaint' });
    expect(await statusOf('alan')).toMatchObject({ status: 'confirmed' });
    const basic = `Basic ${Buffer.from(`provider:${EMULATOR_WEBHOOK_SECRET}`).toString('base64')}`;
    const bad = await post({ email: 'alan@example.com', type: 'opened' }, { Authorization: basic });
    expect([bad.status, await bad.text()]).toEqual([
      400,
      "Expected {email, type: 'bounce' | 'complaint'} or a list of them",
    ]);
    const get = await fetch(url(), { headers: { 'X-Webhook-Secret': EMULATOR_WEBHOOK_SECRET } });
    expect(get.status).toBe(405);
  });
});
