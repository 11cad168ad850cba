import { SAVED_IMAGES_CACHE } from '../cache-names.ts';
import { mayFetchImage } from '../../document/content-security-policy.ts';

/** Where the images of saved pieces go: the Cache API, which the service worker answers from. */
export interface KeptImages {
  /** Keeps these images (fetching the ones not kept yet); resolves the bytes it knows of. */
  keep(urls: string[]): Promise<number>;
  /** Lets these go. */
  drop(urls: string[]): Promise<void>;
}

/** The images of saved pieces, as the page's library sees them: with what keeping would weigh. */
export interface ImageStore extends KeptImages {
  /**
   * What keeping these images would weigh, before fetching them: the kept ones' sizes, the
   * others' as their server states it (a size it does not state counts 0, as keep() counts it).
   */
  measure(urls: string[]): Promise<number>;
}

/**
 * Images in the `edge-saved-images` cache; a cross-origin image is kept opaque (size unknown).
 * The worker keeps them too (it may not import code on demand, so `measure` is apart).
 */
export const keptImages: KeptImages = {
  async keep(urls) {
    if (typeof caches === 'undefined' || urls.length === 0) return 0;
    const cache = await caches.open(SAVED_IMAGES_CACHE);
    // Images from other hosts are only shown online: the site's policy lets the page show them,
    // not fetch them.
    const fetchable = urls.filter((url) => mayFetchImage(url, location.origin));
    const sizes = await Promise.all(
      fetchable.map(async (url) => {
        try {
          let response = await cache.match(url);
          if (!response) {
            response = await fetch(url, { mode: 'no-cors', credentials: 'omit' });
            if (response.type !== 'opaque' && !response.ok) return 0;
            await cache.put(url, response.clone());
          }
          return response.type === 'opaque' ? 0 : (await response.blob()).size;
        } catch {
          return 0; // offline, or the image is gone: the page shows its text without it
        }
      }),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  },
  async drop(urls) {
    if (typeof caches === 'undefined' || urls.length === 0) return;
    const cache = await caches.open(SAVED_IMAGES_CACHE);
    await Promise.all(urls.map((url) => cache.delete(url)));
  },
};

/** The page's images of saved pieces. */
export const cacheImageStore: ImageStore = {
  ...keptImages,
  // Only "Save everything" measures: its code loads then, not with every page.
  measure: (urls) => import('./image-sizes.ts').then((m) => m.measureImages(urls)),
};

/** Images the pieces before referenced and the pieces after no longer do. */
export function orphanImages(
  before: readonly { images: string[] }[],
  after: readonly { images: string[] }[],
): string[] {
  const still = new Set(after.flatMap((p) => p.images));
  return [...new Set(before.flatMap((p) => p.images))].filter((url) => !still.has(url));
}
