import type { ContentApi } from '../../src/domain/content-api.ts';
import { adminDb } from './admin-app.ts';
import { publishedContent } from './published-content.ts';
import { cachedReads } from './read-policies.ts';

/**
 * How long an instance answers a repeated read from memory (ms): a burst of requests for a page
 * reads it once. Far below the CDN's 5 minutes, so a CMS change shows no later than before.
 */
export const READ_CACHE_MS = 5000;

let reads: ContentApi | undefined;

/** renderPage's published reads, one per instance: the Admin SDK's, kept READ_CACHE_MS. */
export function renderReads(): ContentApi {
  reads ??= cachedReads(publishedContent(adminDb()), { ttlMs: READ_CACHE_MS });
  return reads;
}
