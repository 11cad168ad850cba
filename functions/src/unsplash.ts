import type { Firestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  NOT_A_DOWNLOAD_LINK,
  UNSPLASH_PER_PAGE,
  isUnsplashDownloadLocation,
  toUnsplashPhotos,
  unsplashSearchInput,
  type UnsplashPhoto,
} from '../../src/domain/cms/unsplash.ts';
import { invalidArgument } from '../../src/domain/entities/entity.ts';
import { BackendError } from '../../src/domain/errors.ts';
import { ADMIN_CALLABLE, assertAdmin } from './admin-callable.ts';
import { adminDb } from './admin-app.ts';
import { toHttpsError } from './https-error.ts';

/** Unsplash's access key (`firebase functions:secrets:set UNSPLASH_ACCESS_KEY`): never in the client. */
export const unsplashAccessKey = defineSecret('UNSPLASH_ACCESS_KEY');

export const UNSPLASH_API = 'https://api.unsplash.com';
export const SEARCH_NOT_SET_UP = 'Image search is not set up (UNSPLASH_ACCESS_KEY).';
export const UNSPLASH_UNAVAILABLE = 'Unsplash did not answer. Please try again.';

export interface UnsplashDeps {
  db: Firestore;
  accessKey: string;
  fetch: typeof fetch;
}

function authorised(deps: UnsplashDeps): Record<string, string> {
  if (!deps.accessKey) throw new BackendError('failed-precondition', SEARCH_NOT_SET_UP);
  return { Authorization: `Client-ID ${deps.accessKey}`, 'Accept-Version': 'v1' };
}

/** Searches Unsplash for an admin: 12 photos, only the fields the chooser needs. */
export async function searchUnsplashHandler(
  request: Pick<CallableRequest, 'auth' | 'data'>,
  deps: UnsplashDeps,
): Promise<UnsplashPhoto[]> {
  await assertAdmin(request, deps.db);
  const parsed = unsplashSearchInput.safeParse(request.data);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const url = new URL('/search/photos', UNSPLASH_API);
  url.searchParams.set('query', parsed.data.query);
  url.searchParams.set('per_page', String(UNSPLASH_PER_PAGE));
  const response = await deps.fetch(url, { headers: authorised(deps) });
  if (!response.ok) throw new BackendError('unavailable', UNSPLASH_UNAVAILABLE);
  return toUnsplashPhotos(await response.json()).slice(0, UNSPLASH_PER_PAGE);
}

/** Reports a chosen photo to Unsplash's download endpoint (its API guidelines ask for it). */
export async function trackUnsplashDownloadHandler(
  request: Pick<CallableRequest, 'auth' | 'data'>,
  deps: UnsplashDeps,
): Promise<null> {
  await assertAdmin(request, deps.db);
  const location = (request.data as { downloadLocation?: unknown } | null)?.downloadLocation;
  // Only Unsplash's own download URLs: the function fetches nothing else with its key.
  if (!isUnsplashDownloadLocation(location)) {
    throw new BackendError('invalid-argument', NOT_A_DOWNLOAD_LINK, {
      downloadLocation: NOT_A_DOWNLOAD_LINK,
    });
  }
  const response = await deps.fetch(location, { headers: authorised(deps) });
  if (!response.ok) throw new BackendError('unavailable', UNSPLASH_UNAVAILABLE);
  return null;
}

const liveDeps = (): UnsplashDeps => ({
  db: adminDb(),
  accessKey: unsplashAccessKey.value(),
  fetch: globalThis.fetch,
});

/** Callable `searchUnsplash` (admin-cms.md section 7, search-unsplash; admins only). */
export const searchUnsplash = onCall(
  { ...ADMIN_CALLABLE, secrets: [unsplashAccessKey] },
  async (request) => {
    try {
      return await searchUnsplashHandler(request, liveDeps());
    } catch (error) {
      throw toHttpsError(error, 'searchUnsplash');
    }
  },
);

/** Callable `trackUnsplashDownload`: the download ping when an admin picks a photo. */
export const trackUnsplashDownload = onCall(
  { ...ADMIN_CALLABLE, secrets: [unsplashAccessKey] },
  async (request) => {
    try {
      return await trackUnsplashDownloadHandler(request, liveDeps());
    } catch (error) {
      throw toHttpsError(error, 'trackUnsplashDownload');
    }
  },
);
