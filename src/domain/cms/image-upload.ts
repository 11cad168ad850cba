import { LIMITS } from '../limits.ts';

/**
 * The image types the chooser accepts (admin-cms.md section 5: jpeg, jpg, png, webp, gif), each
 * with the extensions a file of it may have; storage.rules accepts exactly these.
 */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

/** 10 MB (section 9). */
export const MAX_IMAGE_BYTES = LIMITS.imageUpload.bytes;

/** Where uploads go (section 7: bucket essay-images, essays/{timestamp}-{random}.{ext}). */
export const UPLOAD_FOLDER = 'essay-images/essays';

/** The extension a stored image gets: the file's own when it names its type, else the type's. */
export function uploadExtension(file: { name: string; type: string }): string | null {
  const extensions = ACCEPTED_IMAGE_TYPES[file.type];
  if (!extensions) return null;
  const own = /\.[a-z0-9]+$/i.exec(file.name)?.[0]?.toLowerCase();
  return (own && extensions.includes(own) ? own : extensions[0]!).slice(1);
}

/**
 * The Storage path of an upload: {UPLOAD_FOLDER}/{milliseconds}-{random}.{ext}, all lower case,
 * the shape storage.rules requires. `random` is made of a-z and 0-9.
 */
export function uploadPath(
  file: { name: string; type: string },
  now: Date,
  random: string,
): string {
  const extension = uploadExtension(file);
  if (!extension) throw new Error(`Not an accepted image type: ${file.type}`);
  return `${UPLOAD_FOLDER}/${now.getTime()}-${random.toLowerCase()}.${extension}`;
}

/** How many leading bytes `imageTypeOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * What an image's first bytes say it is (its signature: the format's magic number), among the
 * accepted types; null for anything else. A file's name and the type the browser guessed from
 * it say nothing of its bytes: a text file named .png is no PNG.
 */
export function imageTypeOf(head: Uint8Array): string | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && ascii(head, 1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  return null;
}
