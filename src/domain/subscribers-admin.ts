import { daysBefore } from './calendar.ts';
import type { StatusFields } from './subscription-links.ts';
import type { Subscriber, SubscriberStatus } from './types.ts';

/**
 * The statuses an admin may set, in the order the CMS offers them. 'bounced' is not one: only a
 * bounce sets it (mail-bounces.ts); an admin sets a bounced row back to one of these.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SettableStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Whether an admin may set this status (the rules allow these three). */
export function isSettableStatus(status: string): status is SettableStatus {
  return (SUBSCRIBER_STATUSES as readonly string[]).includes(status);
}

/** admin-cms.md section 4: what setting a status writes (confirmed and unsubscribed are stamped). */
export function statusChangeFields(status: SettableStatus, now: Date): StatusFields {
  if (status === 'confirmed') return { status, confirmedAt: now };
  if (status === 'unsubscribed') return { status, unsubscribedAt: now };
  return { status };
}

/** The Overview cards (section 9: this week = the last 7 days, this month = the last 30). */
export interface SubscriberStats {
  total: number;
  thisWeek: number;
  confirmed: number;
  pending: number;
  thisMonth: number;
  /** Rows whose mail bounced (a card of their own when there are any). */
  bounced: number;
}

/** Since when "this week" and "this month" count. */
export function statsWindows(now: Date): { week: Date; month: Date } {
  return { week: daysBefore(now, 7), month: daysBefore(now, 30) };
}

/** The cards' figures over rows in memory (the demo; Firebase asks count() queries instead). */
export function subscriberStats(rows: readonly Subscriber[], now: Date): SubscriberStats {
  const { week, month } = statsWindows(now);
  const since = (from: Date) => rows.filter((row) => row.createdAt >= from).length;
  return {
    total: rows.length,
    thisWeek: since(week),
    confirmed: rows.filter((row) => row.status === 'confirmed').length,
    pending: rows.filter((row) => row.status === 'pending').length,
    thisMonth: since(month),
    bounced: rows.filter((row) => row.status === 'bounced').length,
  };
}

/** Confirmed as a whole percentage of the total (0 when there are none). */
export function confirmedPercent(stats: Pick<SubscriberStats, 'total' | 'confirmed'>): number {
  return stats.total === 0 ? 0 : Math.round((stats.confirmed / stats.total) * 100);
}

/*
 * Search. Firestore has no "contains" query, and reading 20,000 rows to filter them would cost
 * 20,000 reads per keystroke. So each row stores `searchTerms`: every prefix (up to 30
 * characters) of the lower-cased address, its local part, its domain, the name, and every word
 * of them. A search is one `array-contains` query on the lower-cased term (ordered and paged
 * like the list), so "ada", "lovelace", "example.com" and "ada lov" all find
 * "Ada Lovelace <ada@example.com>". The demo matches with the same rule.
 */

/** Longest prefix stored; a longer search term is matched on it and then checked in full. */
export const MAX_SEARCH_PREFIX = 30;

/** The words of a row that a search may start with. */
function searchTokens(email: string, name: string | null): string[] {
  const address = email.toLowerCase();
  const fullName = (name ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  const [local = '', domain = ''] = address.split('@');
  const words = `${address} ${fullName}`.split(/[^\p{L}\p{N}]+/u);
  return [address, local, domain, fullName, ...words].filter(Boolean);
}

/** A search term as matched: trimmed, lower-cased, inner spaces collapsed. */
export function normaliseSearch(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The stored `searchTerms` of a row. */
export function subscriberSearchTerms(email: string, name: string | null): string[] {
  const terms = new Set<string>();
  for (const token of searchTokens(email, name)) {
    for (let length = 1; length <= Math.min(token.length, MAX_SEARCH_PREFIX); length += 1) {
      terms.add(token.slice(0, length));
    }
  }
  return [...terms];
}

/** Whether a row matches a (normalised) search term: one of its words starts with it. */
export function matchesSearch(row: Pick<Subscriber, 'email' | 'name'>, term: string): boolean {
  return term === '' || searchTokens(row.email, row.name).some((token) => token.startsWith(term));
}

/** Where a page of the list continues: after the row with this createdAt and id. */
export interface SubscriberCursor {
  createdAt: Date;
  id: string;
}

/** Which rows the list shows: a status (or all) and a search term. */
export interface SubscriberFilter {
  status: SubscriberStatus | 'all';
  search: string;
}

/** One request for a page of the list: newest first, optionally filtered. */
export interface SubscriberQuery extends SubscriberFilter {
  after: SubscriberCursor | null;
  pageSize: number;
}

/**
 * A page of rows and where the next one starts (null: this was the last). How many rows match
 * in all is asked apart (a count), so the first rows never wait for it.
 */
export interface SubscriberPage {
  rows: Subscriber[];
  next: SubscriberCursor | null;
}

/** Rows per page in the Manage table. */
export const SUBSCRIBER_PAGE_SIZE = 25;

/** Newest first; the id breaks ties, so paging never skips or repeats a row. */
export function compareNewestFirst(a: Subscriber, b: Subscriber): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The rows a filter keeps, newest first. */
export function filterSubscribers(
  rows: readonly Subscriber[],
  filter: SubscriberFilter,
): Subscriber[] {
  const term = normaliseSearch(filter.search);
  return rows
    .filter((row) => filter.status === 'all' || row.status === filter.status)
    .filter((row) => matchesSearch(row, term))
    .sort(compareNewestFirst);
}

/** A page of the list over rows in memory (the demo; the same order and cursor as Firestore). */
export function pageOfSubscribers(
  rows: readonly Subscriber[],
  query: SubscriberQuery,
): SubscriberPage {
  const matching = filterSubscribers(rows, query);
  const after = query.after;
  const start = after
    ? matching.findIndex((row) => compareNewestFirst(row, { ...row, ...after }) > 0)
    : 0;
  const from = start < 0 ? matching.length : start;
  const page = matching.slice(from, from + query.pageSize);
  const last = page[page.length - 1];
  const more = from + query.pageSize < matching.length;
  return {
    rows: page,
    next: more && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}
