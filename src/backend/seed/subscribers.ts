import type { Subscriber } from '../../domain/types.ts';
import rows from './content/subscribers.json';

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * Newsletter and waiting-list sign-ups in every status (content/subscribers.json); the reader
 * account is a confirmed one.
 */
export const seedSubscribers: Subscriber[] = rows.map((row) => ({
  ...row,
  // JSON types these as plain strings; the seed test holds them to the domain's values.
  source: row.source as Subscriber['source'],
  status: row.status as Subscriber['status'],
  createdAt: new Date(row.createdAt),
  confirmedAt: date(row.confirmedAt),
  unsubscribedAt: date(row.unsubscribedAt),
}));
