/** The cache the offline library fills with the images of saved pieces (the worker reads it first). */
export const SAVED_IMAGES_CACHE = 'edge-saved-images';

/** The worker's own runtime cache of images met while browsing (bounded, expires). */
export const RUNTIME_IMAGES_CACHE = 'edge-images';

/** Built scripts and styles left out of the precache (the CMS), kept once an admin loads them. */
export const LAZY_ASSETS_CACHE = 'edge-lazy-assets';

/** The pages of saved pieces as the server drew them, kept by the worker (./saved-library/). */
export const SAVED_PAGES_CACHE = 'edge-saved-pages';
