// Uploaded header images in the demo: Storage stands in as the `uploads` collection (Blobs in
// IndexedDB). A piece stores the image's site path, /demo-storage/{storage path}; reads hand
// pages an object URL of the Blob with that path as its fragment (ignored when the image loads),
// and writes turn such a URL back into the path, even one from a page that has since closed.
import type { DemoDatabase } from './database.ts';

export const DEMO_STORAGE_PREFIX = '/demo-storage/';

const OBJECT_URL = /^blob:[^#]*#(\/demo-storage\/[^#\s]+)$/;
const IMAGE_FIELDS = ['headerImageUrl', 'ogImageUrl', 'twitterImageUrl'] as const;
type WithImages = Partial<Record<(typeof IMAGE_FIELDS)[number], string | null>>;

// One object URL per stored image and page (object URLs live as long as the page).
const objectUrls = new Map<string, string>();

/** The stored path behind an image URL a page showed (any other URL unchanged). */
export function storedImageUrl(url: string | null): string | null {
  return url === null ? null : (OBJECT_URL.exec(url)?.[1] ?? url);
}

/** A piece about to be written, its image URLs as stored paths. */
export function withStoredImages<T extends WithImages>(item: T): T {
  const out = { ...item };
  for (const field of IMAGE_FIELDS) {
    const value = out[field];
    if (typeof value === 'string') out[field] = storedImageUrl(value) as T[typeof field];
  }
  return out;
}

/** The URL a page shows a stored image at. */
export function shownImageUrl(
  path: string,
  file: { data: ArrayBuffer; contentType: string } | undefined,
): string {
  // Where there are no object URLs (some test environments), pages get the stored path.
  if (!file || typeof URL.createObjectURL !== 'function') return path;
  let url = objectUrls.get(path);
  if (!url) {
    const blob = new Blob([file.data], { type: file.contentType });
    url = `${URL.createObjectURL(blob)}#${path}`;
    objectUrls.set(path, url);
  }
  return url;
}

/** A file's bytes (FileReader where Blob.arrayBuffer is missing, as in jsdom). */
export function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file);
  });
}

/** Pieces as pages show them: uploaded images at object URLs. */
export async function withShownImages<T extends WithImages>(
  db: DemoDatabase,
  items: T[],
): Promise<T[]> {
  const uses = (item: T) =>
    IMAGE_FIELDS.some((field) => item[field]?.startsWith(DEMO_STORAGE_PREFIX));
  if (!items.some(uses)) return items;
  const files = new Map((await db.list('uploads')).map((file) => [file.id, file]));
  return items.map((item) => {
    if (!uses(item)) return item;
    const out = { ...item };
    for (const field of IMAGE_FIELDS) {
      const value = out[field];
      if (typeof value === 'string' && value.startsWith(DEMO_STORAGE_PREFIX)) {
        const path = value.slice(DEMO_STORAGE_PREFIX.length);
        out[field] = shownImageUrl(value, files.get(path)) as T[typeof field];
      }
    }
    return out;
  });
}
