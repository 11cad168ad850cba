/**
 * What the site publishes, as the service worker reads it for "Keep new dispatches on this
 * device" (worker/keep-new.ts) on the Firebase build: the search index (/search-index.json,
 * which renderPage builds from published content), its essays and dispatches.
 */
import type { PublishedRef } from '../../domain/keep-new.ts';
import { piecePaths } from '../../domain/piece-paths.ts';
import { readSearchIndex, SEARCH_INDEX_PATH } from '../../domain/search/search-index.ts';

/** The published essays and dispatches; rejects when the index cannot be had. */
export async function sitePublished(): Promise<PublishedRef[]> {
  const answer = await fetch(SEARCH_INDEX_PATH, { cache: 'no-cache', credentials: 'omit' });
  if (!answer.ok) throw new Error(`The search index answered ${answer.status}`);
  const docs = readSearchIndex(await answer.json());
  if (!docs) throw new Error('The search index is not of this format');
  return docs.flatMap((doc) => {
    if (doc.kind === 'prompt') return [];
    const slug = doc.key.slice(doc.kind.length + 1);
    const path = piecePaths(doc.kind, slug)[0]!;
    return [{ key: doc.key, kind: doc.kind, path, published: new Date(doc.date) }];
  });
}
