import '../zod-jitless.ts';
// zod/mini: the same engine as zod with functions instead of methods, so a chunk carries only
// what these schemas use (zod's core and the schemas, 14 KB gzip; the classic API would add
// about 11 KB). The Firebase adapter reads every document through them on a first load.
import * as z from 'zod/mini';

/** Runs `fn` on the raw value before `schema` checks it (zod's preprocess, in zod/mini). */
export const before = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/**
 * A stored date as a Date: a Date, a Firestore Timestamp of either SDK (anything with
 * `toDate()`, so domain/ needs no Firebase import), or an ISO string / epoch milliseconds.
 * Anything else is returned as it came, for the schema to refuse.
 */
export function storedDate(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === 'function') return toDate.call(value) as unknown;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return value;
}

/** `storedDate`, or null when the value is not a date. */
export function dateOrNull(value: unknown): Date | null {
  const date = storedDate(value);
  return date instanceof Date ? date : null;
}

/** A required date (a Timestamp when stored). */
export const dateField = () => before(storedDate, z.date());

/** A date or null. */
export const optDateField = () => before(storedDate, z.nullable(z.date()));

/** Text of at most `max` characters (may be empty). */
export const textField = (max: number) => z.string().check(z.maxLength(max));

/** Text of 1 to `max` characters. */
export const requiredTextField = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max));

/** Optional text: null when absent or empty, else at most `max` characters. */
export const optTextField = (max: number) =>
  before((value) => (value === '' ? null : value), z.nullable(textField(max)));

/** Only the entries of a list that are of its type: a stray entry never costs the whole list. */
export const keepOnly = (keep: (entry: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) ? value.filter(keep) : value;

/** A list of strings of at most `max` entries. */
export const stringListField = (max: number) =>
  before(
    keepOnly((entry) => typeof entry === 'string'),
    z.array(z.string()).check(z.maxLength(max)),
  );

/** A finite number or null. */
export const optNumberField = () => z.nullable(z.number());

/**
 * Where a stored link or image may point: an https URL, or a path on this site ('/media/...').
 * firestore.rules holds the same pattern (optUrl), so a javascript:, data: or http: value never
 * reaches a page's <img> or canonical link. No backslash anywhere: URL parsers and browsers read
 * it as a slash, so '/\evil.example/a.png' would be another site's address.
 */
export const URL_PATTERN = /^(https:\/\/[^\s/\\]+[^\s\\]*|\/(?![/\\])[^\s\\]*)$/;

/** A link or image URL (see URL_PATTERN): null when absent or empty, else at most `max`. */
export const optUrlField = (max: number) =>
  before(
    (value) => (value === '' ? null : value),
    z.nullable(textField(max).check(z.regex(URL_PATTERN, 'Use an https:// address'))),
  );

/**
 * The save counter of an editable document: every save writes the one it read plus 1, in a
 * transaction, so two editors can never overwrite each other unknowingly. Missing reads as 0.
 */
export const versionField = () => z.int().check(z.minimum(0));
