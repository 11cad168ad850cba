import { getApps, initializeApp } from 'firebase-admin/app';
import { initializeFirestore, type Firestore } from 'firebase-admin/firestore';
import type { ContentApi } from '../../src/domain/content-api.ts';
import { publishedContent } from './published-content.ts';
import { cachedReads } from './read-policies.ts';

/**
 * How long an instance answers a repeated read from memory (ms): a burst of requests for a page
 * reads it once. Far below the CDN's 5 minutes, so a CMS change shows no later than before.
 */
export const READ_CACHE_MS = 5000;

const APP_NAME = 'render-page';

/**
 * renderPage's own Firestore: the Admin SDK on REST rather than gRPC (no channel to set up
 * before a cold instance's first read; the page needs no listener), in an app of its own so the
 * other functions' client keeps its settings.
 */
function renderDb(): Firestore {
  const existing = getApps().find((app) => app.name === APP_NAME);
  return initializeFirestore(existing ?? initializeApp(undefined, APP_NAME), { preferRest: true });
}

let reads: ContentApi | undefined;

/** renderPage's published reads, one per instance: the Admin SDK's, kept READ_CACHE_MS. */
export function renderReads(): ContentApi {
  reads ??= cachedReads(publishedContent(renderDb()), { ttlMs: READ_CACHE_MS });
  return reads;
}
