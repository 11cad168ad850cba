import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_LINK_TTL_MS,
  LINK_EXPIRED,
  LINK_INVALID,
  signLinkToken,
  verifyLinkToken,
  type LinkSigner,
} from './subscription-tokens.ts';

const signer =
  (key: string): LinkSigner =>
  async (message) =>
    createHmac('sha256', key).update(message).digest('hex');
const sign = signer('test-key');
const NOW = new Date('2026-11-01T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.catch((e: unknown) => e)) as { code?: string; message?: string };
  return { code: error.code, message: error.message };
}

describe('subscription link tokens', () => {
  it('round-trips the subscriber, the purpose and the times, naming no address', async () => {
    const token = await signLinkToken(sign, 'confirm', 'sub-123', NOW);
    expect(token).not.toContain('@');
    expect(await verifyLinkToken(sign, 'confirm', token, later(1000))).toEqual({
      purpose: 'confirm',
      subscriberId: 'sub-123',
      issuedAt: NOW,
      expiresAt: later(CONFIRMATION_LINK_TTL_MS),
    });
  });

  it('lets a confirmation link work for 7 days and no longer', async () => {
    const token = await signLinkToken(sign, 'confirm', 'sub-123', NOW);
    await expect(
      verifyLinkToken(sign, 'confirm', token, later(CONFIRMATION_LINK_TTL_MS - 1000)),
    ).resolves.toMatchObject({ subscriberId: 'sub-123' });
    expect(
      await refusal(verifyLinkToken(sign, 'confirm', token, later(CONFIRMATION_LINK_TTL_MS))),
    ).toEqual({ code: 'failed-precondition', message: LINK_EXPIRED });
  });

  it('never expires an unsubscribe link', async () => {
    const token = await signLinkToken(sign, 'unsubscribe', 'sub-123', NOW);
    const claims = await verifyLinkToken(sign, 'unsubscribe', token, later(5 * 365 * 86400e3));
    expect(claims.expiresAt).toBeNull();
  });

  it('refuses a token changed anywhere, as not valid', async () => {
    const token = await signLinkToken(sign, 'confirm', 'sub-123', NOW);
    const parts = token.split('.');
    const tampered = [
      token.replace('sub-123', 'sub-124'),
      [...parts.slice(0, 4), 'zzzzzz', parts[5]].join('.'),
      token.slice(0, -1) + (token.endsWith('0') ? '1' : '0'),
      token.slice(0, -2),
      `${token}.x`,
      '',
      'v1.c.sub-123',
    ];
    for (const bad of tampered) {
      expect(await refusal(verifyLinkToken(sign, 'confirm', bad, NOW))).toEqual({
        code: 'invalid-argument',
        message: LINK_INVALID,
      });
    }
  });

  it('refuses a token signed with another key, or made for the other purpose', async () => {
    const foreign = await signLinkToken(signer('another-key'), 'confirm', 'sub-123', NOW);
    expect(await refusal(verifyLinkToken(sign, 'confirm', foreign, NOW))).toMatchObject({
      code: 'invalid-argument',
    });
    const unsubscribe = await signLinkToken(sign, 'unsubscribe', 'sub-123', NOW);
    expect(await refusal(verifyLinkToken(sign, 'confirm', unsubscribe, NOW))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('refuses what is not a string', async () => {
    for (const bad of [undefined, null, 42, { token: 'x' }]) {
      expect(await refusal(verifyLinkToken(sign, 'confirm', bad, NOW))).toMatchObject({
        code: 'invalid-argument',
      });
    }
  });
});
