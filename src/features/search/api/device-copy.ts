import {
  readSearchIndex,
  type SearchDoc,
  type SearchIndexFile,
} from '../../../domain/search/search-index.ts';

// The device's copy of the last search index it read (Cache Storage), so a search offline still
// knows everything published: what the device keeps opens, the rest is counted.
const CACHE = 'edge-search';
const KEY = '/search-index.json';

/** Keeps this index as the device's copy (quietly: a device that cannot keep it searches less). */
export async function keepIndexCopy(file: SearchIndexFile): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(CACHE);
    await cache.put(
      KEY,
      new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch (error) {
    console.warn('Search: could not keep the index on this device', error);
  }
}

/** The device's copy of the index, or null (none, or not readable). */
export async function indexCopy(): Promise<SearchDoc[] | null> {
  try {
    if (typeof caches === 'undefined') return null;
    const answer = await (await caches.open(CACHE)).match(KEY);
    return answer ? readSearchIndex(await answer.json()) : null;
  } catch {
    return null;
  }
}
