import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { signedInWithRole } from '../test/admin.ts';
import { callableRequest } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import { getContactSecuritySummary, securitySummaryHandler } from './security-summary.ts';
import { submitContactHandler } from './submit-contact.ts';

const NOW = new Date('2026-11-20T10:15:00Z');
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };
const send = (ip: string, now = NOW) =>
  submitContactHandler(CONTACT, { db: testDb(), now: () => now, ip, salt: 'salt' }).catch(
    (error: unknown) => error,
  );

describe('getContactSecuritySummary', () => {
  it('counts six sends from one address as five submissions and one rate limited', async () => {
    for (let i = 0; i < 6; i += 1) await send('203.0.113.5');
    await send('198.51.100.7', new Date('2026-11-19T08:00:00Z'));
    expect(await securitySummaryHandler({ db: testDb(), now: () => NOW })).toEqual({
      totalSubmissions: 6,
      adminViews: 0,
      rateLimited: 1,
      uniqueIps: 2,
      recent: [
        { action: 'submit_contact', date: '2026-11-20', count: 5, uniqueIps: 1 },
        { action: 'rate_limit_exceeded', date: '2026-11-20', count: 1, uniqueIps: 1 },
        { action: 'submit_contact', date: '2026-11-19', count: 1, uniqueIps: 1 },
      ],
    });
  });

  it('leaves out events older than the 90 days they are kept', async () => {
    await send('203.0.113.5', new Date('2026-08-01T10:00:00Z'));
    const summary = await securitySummaryHandler({ db: testDb(), now: () => NOW });
    expect(summary.totalSubmissions).toBe(0);
    expect(summary.recent).toEqual([]);
  });

  it('answers admins only', async () => {
    const refusal = async (auth?: Awaited<ReturnType<typeof signedInWithRole>>) => {
      const error = await getContactSecuritySummary
        .run(callableRequest({}, auth ? { auth } : {}))
        .catch((e: unknown) => e);
      return error instanceof HttpsError ? [error.code, error.message] : error;
    };
    expect(await refusal()).toEqual(['unauthenticated', 'Must be authenticated']);
    const reader = await signedInWithRole('reader@example.com', { admin: false });
    expect((await refusal(reader)) as string[]).toContain('permission-denied');
    const admin = await signedInWithRole('admin@example.com', { admin: true });
    await expect(
      getContactSecuritySummary.run(callableRequest({}, { auth: admin })),
    ).resolves.toMatchObject({ totalSubmissions: 0, recent: [] });
  });
});
