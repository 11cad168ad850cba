import type { Subscriber } from '../../domain/types.ts';
import rows from './content/subscribers.json';

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The fields only a bounced row has. */
interface Bounce {
  bouncedAt?: string | null;
  bounceReason?: string | null;
}

/**
 * Newsletter and waiting-list sign-ups in every status (content/subscribers.json), one of them
 * an address whose mail bounced; the reader account is a confirmed one.
 */
export const seedSubscribers: Subscriber[] = rows.map(
  ({ bouncedAt, bounceReason, ...row }: (typeof rows)[number] & Bounce): Subscriber => ({
    ...row,
    // JSON types these as plain strings; the seed test holds them to the domain's values.
    source: row.source as Subscriber['source'],
    status: row.status as Subscriber['status'],
    createdAt: new Date(row.createdAt),
    confirmedAt: date(row.confirmedAt),
    unsubscribedAt: date(row.unsubscribedAt),
    ...(bouncedAt === undefined
      ? {}
      : { bouncedAt: date(bouncedAt), bounceReason: bounceReason as Subscriber['bounceReason'] }),
  }),
);
