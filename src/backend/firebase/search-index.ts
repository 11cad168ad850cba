import { BackendError } from '../../domain/errors.ts';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '../../domain/search/search-index.ts';

/**
 * The site's search index: /search-index.json, which renderPage builds from published content
 * (the CDN keeps it for minutes; the browser asks again each time, revalidating). Fails
 * 'unavailable' when the request cannot be made (offline), 'internal' for an answer that is
 * not the index.
 */
export async function fetchSearchIndex(): Promise<SearchIndexFile> {
  let answer: Response;
  try {
    answer = await fetch(SEARCH_INDEX_PATH, { cache: 'no-cache', credentials: 'omit' });
  } catch {
    throw new BackendError('unavailable', 'The search index could not be fetched: offline?');
  }
  if (!answer.ok) throw new BackendError('internal', `The search index answered ${answer.status}`);
  return (await answer.json()) as SearchIndexFile;
}
