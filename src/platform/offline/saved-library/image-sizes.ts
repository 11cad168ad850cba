import { SAVED_IMAGES_CACHE } from '../cache-names.ts';
import { mayFetchImage } from '../../document/content-security-policy.ts';

/** One image's size: kept already, else as a HEAD request's Content-Length says; 0 if unknown. */
async function sizeOf(cache: Cache, url: string): Promise<number> {
  try {
    const kept = await cache.match(url);
    if (kept) return kept.type === 'opaque' ? 0 : (await kept.blob()).size;
    const head = await fetch(url, { method: 'HEAD', credentials: 'omit' });
    return head.ok ? Number(head.headers.get('content-length')) || 0 : 0;
  } catch {
    return 0; // another host that shares no headers, or offline
  }
}

/**
 * What keeping these images would weigh, before fetching them (ImageStore.measure for the
 * saved-images cache): the kept ones' sizes, the others' as their server states it.
 */
export async function measureImages(urls: string[]): Promise<number> {
  if (typeof caches === 'undefined' || urls.length === 0) return 0;
  const cache = await caches.open(SAVED_IMAGES_CACHE);
  const fetchable = urls.filter((url) => mayFetchImage(url, location.origin));
  const sizes = await Promise.all(fetchable.map((url) => sizeOf(cache, url)));
  return sizes.reduce((sum, size) => sum + size, 0);
}
