import type { Subscriber } from '../../domain/types.ts';
import type { ContractHarness } from './harness.ts';

const DAY_MS = 86_400_000;

/** A subscriber row created `daysAgo` days before now, confirmed ones a minute later. */
export function subscriberRow(
  email: string,
  fields: Partial<Omit<Subscriber, 'id' | 'email'>> & { daysAgo?: number } = {},
): Omit<Subscriber, 'id'> {
  const { daysAgo = 1, ...rest } = fields;
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  const status = rest.status ?? 'confirmed';
  return {
    email,
    name: null,
    source: 'newsletter',
    status,
    createdAt,
    confirmedAt: status === 'confirmed' ? new Date(createdAt.getTime() + 60_000) : null,
    unsubscribedAt: status === 'unsubscribed' ? new Date(createdAt.getTime() + 120_000) : null,
    ...rest,
  };
}

/**
 * The audience every admin contract test starts from: 3 confirmed newsletter subscribers (one
 * of them also on the dispatches list), 2 pending, 1 unsubscribed, 1 confirmed on a waitlist.
 * Resolves with the ids by name.
 */
export async function addAudience(h: ContractHarness) {
  const ids = {
    ada: await h.addSubscriber(
      subscriberRow('ada@analytical.example', { name: 'Ada Lovelace', daysAgo: 2 }),
    ),
    adaDispatches: await h.addSubscriber(
      subscriberRow('ada@analytical.example', {
        name: 'Ada Lovelace',
        source: 'newsletter-dispatches',
        daysAgo: 3,
      }),
    ),
    grace: await h.addSubscriber(
      subscriberRow('grace@navy.example', { name: 'Grace Hopper', daysAgo: 10 }),
    ),
    alan: await h.addSubscriber(subscriberRow('alan@bletchley.example', { daysAgo: 40 })),
    pendingOne: await h.addSubscriber(
      subscriberRow('pending1@example.com', { status: 'pending', daysAgo: 5 }),
    ),
    pendingTwo: await h.addSubscriber(
      subscriberRow('pending2@example.com', { status: 'pending', daysAgo: 20 }),
    ),
    gone: await h.addSubscriber(
      subscriberRow('gone@example.com', { status: 'unsubscribed', daysAgo: 15 }),
    ),
    waitlist: await h.addSubscriber(
      subscriberRow('reader@book.example', { source: 'book-waitlist', daysAgo: 1 }),
    ),
  };
  return ids;
}

/** The token in the first link to `path` in a mail's text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The mails queued to an address, as stored. */
export async function mailsTo(h: ContractHarness, to: string) {
  return (await h.stored('mail')).filter((mail) => mail.to === to) as Array<
    Record<string, unknown> & { id: string; message: { subject: string; text: string } }
  >;
}
