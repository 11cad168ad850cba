import { dayKey } from './calendar.ts';
import { BackendError } from './errors.ts';
import { BRAND_NAME } from './external-links.ts';
import { escapeHtml, type QueuedMail } from './mail.ts';
import {
  LINK_INVALID,
  signLinkToken,
  verifyLinkToken,
  type LinkSigner,
} from './subscription-tokens.ts';
import type { Subscriber } from './types.ts';

/**
 * Double opt-in and one-click unsubscribe: the links subscription e-mails carry and what
 * following them does. The Cloud Functions and the demo backend run these same handlers.
 */

/** The site's pages the links open (the app's routes; on Firebase, one-click is a function). */
export const CONFIRM_PATH = '/confirm-subscription';
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** RFC 8058's List-Unsubscribe target: a POST unsubscribes at once, a GET shows the page. */
export const ONE_CLICK_PATH = '/unsubscribe/one-click';

/** The lists whose confirmed subscribers receive the newsletter (the others are waitlists). */
export const NEWSLETTER_SOURCES = ['newsletter', 'newsletter-dispatches'] as const;

/** What a refused confirmation says when the reader unsubscribed after the link was sent. */
export const LINK_SUPERSEDED =
  'You unsubscribed after this link was sent. Subscribe again to receive the newsletter.';

/**
 * Whether a row unlocks the whole library for its (verified) reader: a confirmed subscription,
 * or one confirmed before its mail started bouncing (the reader proved the address; a full
 * mailbox since does not take their access away).
 */
export function unlocksContent(row: Pick<Subscriber, 'status' | 'confirmedAt'>): boolean {
  return row.status === 'confirmed' || (row.status === 'bounced' && row.confirmedAt !== null);
}

/** `{siteUrl}{path}?token=…` */
export function linkUrl(siteUrl: string, path: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * The confirmation e-mail of a new (or not yet confirmed) subscription. Anyone can type anyone's
 * address into a sign-up form, so it carries nothing the subscriber typed, not even the name
 * ('Hi Your account is locked: verify at…' would be the site's own mail carrying a stranger's
 * words): a plain greeting, the site's text and the link.
 */
export async function confirmationMail(
  subscriber: Pick<Subscriber, 'id' | 'email'>,
  deps: { sign: LinkSigner; siteUrl: string; now: Date },
): Promise<QueuedMail> {
  const token = await signLinkToken(deps.sign, 'confirm', subscriber.id, deps.now);
  const link = linkUrl(deps.siteUrl, CONFIRM_PATH, token);
  const greeting = 'Hello,';
  const lines = [
    `Please confirm that you want to hear from ${BRAND_NAME} at this address.`,
    'If you did not ask for this, ignore this e-mail and nothing more will be sent.',
  ];
  return {
    // One per subscriber and day: signing up again the same day (or someone signing you up
    // over and over) sends no second e-mail.
    id: `confirm-${subscriber.id}-${dayKey(deps.now)}`,
    mail: {
      to: subscriber.email,
      message: {
        subject: `Confirm your subscription to ${BRAND_NAME}`,
        text: [greeting, '', lines[0], '', `Confirm: ${link}`, '', lines[1]].join('\n'),
        html:
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines[0] ?? '')}</p>` +
          `<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>` +
          `<p>${escapeHtml(lines[1] ?? '')}</p>`,
      },
      headers: {},
      kind: 'confirmation',
      newsletterId: null,
      subscriberId: subscriber.id,
      createdAt: deps.now,
    },
  };
}

/** The status fields a link, an admin or a bounce changes. */
export type StatusFields = Partial<
  Pick<Subscriber, 'status' | 'confirmedAt' | 'unsubscribedAt' | 'bouncedAt' | 'bounceReason'>
>;

/** What following a link needs of the subscribers; each backend implements it. */
export interface SubscriptionLinkStore {
  get(id: string): Promise<Subscriber | null>;
  /** Every row with this (normalised) e-mail, on any list. */
  findByEmail(email: string): Promise<Subscriber[]>;
  update(id: string, fields: StatusFields): Promise<void>;
}

interface LinkDeps {
  store: SubscriptionLinkStore;
  sign: LinkSigner;
  now: () => Date;
}

/**
 * Confirms the subscription a confirmation link names: pending (or unsubscribed before the link
 * was sent) becomes confirmed with confirmedAt now. Following it again changes nothing.
 */
export async function handleConfirmSubscription(token: unknown, deps: LinkDeps): Promise<void> {
  const now = deps.now();
  const claims = await verifyLinkToken(deps.sign, 'confirm', token, now);
  const subscriber = await deps.store.get(claims.subscriberId);
  // Deleted by an admin since: the link leads nowhere any more.
  if (!subscriber) throw new BackendError('invalid-argument', LINK_INVALID);
  if (subscriber.status === 'confirmed') return;
  const leftAfterLink =
    subscriber.status === 'unsubscribed' &&
    (subscriber.unsubscribedAt?.getTime() ?? 0) >= claims.issuedAt.getTime();
  if (leftAfterLink) throw new BackendError('failed-precondition', LINK_SUPERSEDED);
  await deps.store.update(subscriber.id, { status: 'confirmed', confirmedAt: now });
}

/**
 * Unsubscribes the address an unsubscribe link names from the newsletter: its row and every
 * other newsletter row of that address become unsubscribed, unsubscribedAt now. Repeating it,
 * or a row deleted since, changes nothing and answers the same.
 */
export async function handleUnsubscribe(token: unknown, deps: LinkDeps): Promise<void> {
  const now = deps.now();
  const claims = await verifyLinkToken(deps.sign, 'unsubscribe', token, now);
  const subscriber = await deps.store.get(claims.subscriberId);
  if (!subscriber) return;
  const newsletter: readonly string[] = NEWSLETTER_SOURCES;
  const others = (await deps.store.findByEmail(subscriber.email)).filter(
    (row) => row.id !== subscriber.id && newsletter.includes(row.source),
  );
  for (const row of [subscriber, ...others]) {
    if (row.status === 'unsubscribed') continue;
    await deps.store.update(row.id, { status: 'unsubscribed', unsubscribedAt: now });
  }
}
