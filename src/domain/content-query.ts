import { BackendError } from './errors.ts';

/**
 * Where the previous page of a list ended: its last item's sort date and id. Lists sort newest
 * first and, between items of the same date, by id descending (as Firestore does when a query
 * orders by a field descending: the document name follows in the same direction).
 */
export interface PageCursor {
  at: Date;
  id: string;
}

/** A page of a published essays or dispatches list (newest `publishedAt` first). */
export interface ListQuery {
  /** Only pieces carrying this tag, exactly as stored (Firestore's array-contains). */
  tag?: string;
  /** At most this many (a whole number from 1). */
  limit?: number;
  /** Starts after this item. */
  after?: PageCursor;
}

/** Active prompts (newest `createdAt` first). */
export interface PromptQuery {
  /** Only prompts carrying one of these tags, exactly as stored (array-contains-any). */
  anyTag?: readonly string[];
}

/** Firestore's limit on the values of one array-contains-any filter. */
export const MAX_ANY_TAGS = 30;

/** Refuses what Firestore refuses, so both backends answer alike. */
export function checkListQuery(query: { limit?: number; anyTag?: readonly string[] } = {}): void {
  if (query.limit !== undefined && !(Number.isInteger(query.limit) && query.limit > 0)) {
    throw new BackendError('invalid-argument', 'A page holds a whole number of items from 1.');
  }
  if (query.anyTag && query.anyTag.length > MAX_ANY_TAGS) {
    throw new BackendError('invalid-argument', `At most ${MAX_ANY_TAGS} tags in one query.`);
  }
}

const time = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;

/** Newest first by `dateOf`, then by id descending: the order of every public list. */
export function newestFirst<T extends { id: string }>(
  items: readonly T[],
  dateOf: (item: T) => Date | null,
): T[] {
  return [...items].sort(
    (a, b) => time(dateOf(b)) - time(dateOf(a)) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
  );
}

/** The page `query` asks for of `items` already in list order (see `newestFirst`). */
export function pageOf<T extends { id: string; tags: readonly string[] }>(
  items: readonly T[],
  query: ListQuery,
  dateOf: (item: T) => Date | null,
): T[] {
  const { tag, limit, after } = query;
  const afterCursor = (item: T) =>
    !after ||
    time(dateOf(item)) < after.at.getTime() ||
    (time(dateOf(item)) === after.at.getTime() && item.id < after.id);
  const page = items.filter(
    (item) => (tag === undefined || item.tags.includes(tag)) && afterCursor(item),
  );
  return limit === undefined ? page : page.slice(0, limit);
}

/** The cursor for the page after one ending with `last`. */
export function cursorAfter<T extends { id: string }>(
  last: T,
  dateOf: (item: T) => Date | null,
): PageCursor {
  return { at: dateOf(last) ?? new Date(0), id: last.id };
}

/**
 * A page read with one item more than `size` (`limit: size + 1`): the items to show, and the
 * cursor of the next page when that extra item says there is one.
 */
export function splitPage<T extends { id: string }>(
  read: readonly T[],
  size: number,
  dateOf: (item: T) => Date | null,
): { items: T[]; next?: PageCursor } {
  const items = read.slice(0, size);
  const last = items.at(-1);
  return read.length > size && last ? { items, next: cursorAfter(last, dateOf) } : { items };
}
