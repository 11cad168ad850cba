import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/domain/errors.ts';
import { RECORDED_SHARE_PLATFORMS } from '../../src/domain/share-links.ts';
import { INVALID_VISITOR_EVENT } from '../../src/domain/visitor-events.ts';
import { testDb } from '../test/emulators.ts';
import { recordEventHandler } from './record-event.ts';

const NOW = new Date('2026-11-02T09:30:00Z');
const VIEW = {
  type: 'page_view',
  pagePath: '/essays/leading-through-the-fog',
  pageTitle: 'Leading Through the Fog | EDGE Navigator',
  referrer: 'https://www.linkedin.com/',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  sessionId: '1760000000000-abc123',
};

// A TTL policy deletes each event 400 days after it was made.
const EXPIRE_AT = Timestamp.fromMillis(NOW.getTime() + 400 * 86_400_000);

const record = (data: unknown) => recordEventHandler(data, { db: testDb(), now: () => NOW });

async function stored(collection: string) {
  const snapshot = await testDb().collection(collection).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('recordEventHandler', () => {
  it('stores a page view with the server time, whatever time the caller sends, for 400 days', async () => {
    await record({ ...VIEW, referrer: null });
    expect(await stored('page_views')).toEqual([
      {
        pagePath: VIEW.pagePath,
        pageTitle: VIEW.pageTitle,
        referrer: null,
        userAgent: VIEW.userAgent,
        sessionId: VIEW.sessionId,
        createdAt: Timestamp.fromDate(NOW),
        expireAt: EXPIRE_AT,
      },
    ]);
    await expect(record({ ...VIEW, createdAt: '2020-01-01' })).rejects.toBeInstanceOf(BackendError);
  });

  it('knows the share sheet and the assistants a prompt opens in', () => {
    expect(RECORDED_SHARE_PLATFORMS).toEqual(
      expect.arrayContaining(['share-sheet', 'chatgpt', 'claude']),
    );
  });

  it.each(RECORDED_SHARE_PLATFORMS)('stores a share on %s', async (platform) => {
    await record({ type: 'share', platform, pagePath: '/' });
    expect(await stored('social_shares')).toEqual([
      { platform, pagePath: '/', createdAt: Timestamp.fromDate(NOW), expireAt: EXPIRE_AT },
    ]);
  });

  it.each<[string, unknown]>([
    ['an unknown platform', { type: 'share', platform: 'facebook', pagePath: '/' }],
    ['an assistant the site does not offer', { type: 'share', platform: 'gemini', pagePath: '/' }],
    [
      'a platform named as analytics shows it',
      { type: 'share', platform: 'share sheet', pagePath: '/' },
    ],
    [
      'a platform in the old slug shape',
      { type: 'share', platform: 'p'.repeat(40), pagePath: '/' },
    ],
    ['a share without a path', { type: 'share', platform: 'x' }],
    ['an extra key', { ...VIEW, country: 'NL' }],
    ['a missing key', { ...VIEW, sessionId: undefined }],
    ['a path without a leading slash', { ...VIEW, pagePath: 'essays/x' }],
    ['a path with a line break', { ...VIEW, pagePath: '/x\ny' }],
    ['a path over 2048 characters', { ...VIEW, pagePath: `/${'a'.repeat(2048)}` }],
    ['a title over 300 characters', { ...VIEW, pageTitle: 't'.repeat(301) }],
    ['a referrer that is not a string', { ...VIEW, referrer: 1 }],
    ['a user agent over 512 characters', { ...VIEW, userAgent: 'u'.repeat(513) }],
    ['a session id over 100 characters', { ...VIEW, sessionId: 's'.repeat(101) }],
    ['an unknown type', { ...VIEW, type: 'click' }],
    ['nothing', null],
  ])('refuses %s and stores nothing', async (_case, data) => {
    const error: unknown = await record(data).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-argument', message: INVALID_VISITOR_EVENT });
    expect([...(await stored('page_views')), ...(await stored('social_shares'))]).toEqual([]);
  });
});
