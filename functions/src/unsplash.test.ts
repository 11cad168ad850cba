import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMINS_ONLY } from '../../src/domain/cms/admin-roles.ts';
import { NOT_A_DOWNLOAD_LINK } from '../../src/domain/cms/unsplash.ts';
import { signedInWithRole } from '../test/admin.ts';
import { callableRequest, refusalOf } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import {
  SEARCH_NOT_SET_UP,
  searchUnsplash,
  searchUnsplashHandler,
  trackUnsplashDownloadHandler,
  UNSPLASH_UNAVAILABLE,
} from './unsplash.ts';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn() }));

const signedIn = (email: string, admin: boolean) => signedInWithRole(email, { admin });

/** One result as Unsplash's search answers it (with much more than the chooser needs). */
const result = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  width: 4000,
  color: '#262626',
  description: 'long text',
  alt_description: `photo ${id}`,
  urls: {
    raw: `https://images.unsplash.com/photo-${id}?ixid=raw`,
    small: `https://images.unsplash.com/photo-${id}?w=400`,
    regular: `https://images.unsplash.com/photo-${id}?w=1080`,
  },
  links: {
    html: `https://unsplash.com/photos/${id}`,
    download_location: `https://api.unsplash.com/photos/${id}/download?ixid=abc`,
  },
  user: { name: 'Ana Photographer', username: 'ana', links: { html: 'https://unsplash.com/@ana' } },
  ...overrides,
});

function fakeUnsplash(answer: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer), { status }));
}

afterEach(() => vi.unstubAllEnvs());

describe('searchUnsplash', () => {
  it('asks Unsplash for 12 photos with the secret key, and returns only what the chooser needs', async () => {
    const auth = await signedIn('admin@example.com', true);
    const fetch = fakeUnsplash({
      total: 2,
      results: [
        result('a'),
        result('b', { urls: { small: 'https://evil.example/x', regular: 'x' } }),
      ],
    });
    const photos = await searchUnsplashHandler(
      { auth, data: { query: '  city skyline ' } },
      { db: testDb(), accessKey: 'test-key', fetch },
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://api.unsplash.com/search/photos?query=city+skyline&per_page=12',
    );
    expect(init?.headers).toMatchObject({ Authorization: 'Client-ID test-key' });
    // The photo pointing elsewhere is left out.
    expect(photos).toEqual([
      {
        id: 'a',
        urls: {
          small: 'https://images.unsplash.com/photo-a?w=400',
          regular: 'https://images.unsplash.com/photo-a?w=1080',
        },
        alt_description: 'photo a',
        user: { name: 'Ana Photographer', links: { html: 'https://unsplash.com/@ana' } },
        links: {
          html: 'https://unsplash.com/photos/a',
          download_location: 'https://api.unsplash.com/photos/a/download?ixid=abc',
        },
      },
    ]);
  });

  it('refuses an empty query, a non-admin, a missing key, and says when Unsplash fails', async () => {
    const admin = await signedIn('admin@example.com', true);
    const reader = await signedIn('reader@example.com', false);
    const deps = { db: testDb(), accessKey: 'test-key', fetch: fakeUnsplash({ results: [] }) };
    expect(
      await refusalOf(searchUnsplashHandler({ auth: admin, data: { query: '  ' } }, deps)),
    ).toMatchObject({
      code: 'invalid-argument',
    });
    expect(
      await refusalOf(searchUnsplashHandler({ auth: reader, data: { query: 'x' } }, deps)),
    ).toEqual({
      code: 'permission-denied',
      message: ADMINS_ONLY,
    });
    expect(
      await refusalOf(
        searchUnsplashHandler({ auth: admin, data: { query: 'x' } }, { ...deps, accessKey: '' }),
      ),
    ).toEqual({
      code: 'failed-precondition',
      message: SEARCH_NOT_SET_UP,
    });
    const down = { ...deps, fetch: fakeUnsplash({ errors: ['Rate Limit Exceeded'] }, 403) };
    expect(
      await refusalOf(searchUnsplashHandler({ auth: admin, data: { query: 'x' } }, down)),
    ).toEqual({
      code: 'unavailable',
      message: UNSPLASH_UNAVAILABLE,
    });
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('as a callable: the key is the UNSPLASH_ACCESS_KEY secret, and without it search is not set up', async () => {
    const admin = await signedIn('admin@example.com', true);
    const error: unknown = await searchUnsplash
      .run(callableRequest({ query: 'city' }, { auth: admin }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: 'failed-precondition', message: SEARCH_NOT_SET_UP });
  });
});

describe('trackUnsplashDownload', () => {
  it("calls the chosen photo's download endpoint with the key, and nothing else", async () => {
    const admin = await signedIn('admin@example.com', true);
    const fetch = fakeUnsplash({ url: 'https://images.unsplash.com/photo-a' });
    const deps = { db: testDb(), accessKey: 'test-key', fetch };
    const location = 'https://api.unsplash.com/photos/a/download?ixid=abc';
    await trackUnsplashDownloadHandler({ auth: admin, data: { downloadLocation: location } }, deps);
    expect(fetch).toHaveBeenCalledWith(location, {
      headers: expect.objectContaining({ Authorization: 'Client-ID test-key' }),
    });
    for (const elsewhere of [
      'https://evil.example/photos/a/download',
      'https://api.unsplash.com/me',
      'http://api.unsplash.com/photos/a/download',
    ]) {
      expect(
        await refusalOf(
          trackUnsplashDownloadHandler(
            { auth: admin, data: { downloadLocation: elsewhere } },
            deps,
          ),
        ),
      ).toEqual({ code: 'invalid-argument', message: NOT_A_DOWNLOAD_LINK });
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
