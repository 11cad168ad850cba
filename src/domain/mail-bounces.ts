import './zod-jitless.ts';
import * as z from 'zod';
import { BackendError } from './errors.ts';
import type { DeliveryState, MailDocument } from './mail.ts';
import type { StatusFields, SubscriptionLinkStore } from './subscription-links.ts';
import { BOUNCE_AFTER_ERRORS, type BounceReason, type Subscriber } from './types.ts';

/**
 * Mail that bounces stops being sent. An address is marked bounced (every row of it that has not
 * unsubscribed becomes `bounced`, so no newsletter, confirmation or waitlist mail goes to it)
 * when the Trigger Email extension marks its mail ERROR BOUNCE_AFTER_ERRORS times running, or
 * when the mail provider reports a hard bounce or a complaint (the webhook). Nothing marks an
 * address again by itself: an admin sets the row back in the Subscribers tab.
 */

/**
 * Errors of the sending side, not of the address: a wrong SMTP login, an unreachable server, a
 * timeout, a template missing. They say nothing of the mailbox, so they neither count towards a
 * bounce nor reset the count (else a broken mail setting would mark every subscriber bounced).
 */
const SENDER_SIDE = [
  /invalid login|authentication|auth(entication)? failed|\bEAUTH\b|\b535\b/i,
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ESOCKET|EDNS|timed? ?out|greeting never received/i,
  /template|handlebars|no recipients defined|missing.*(to|recipient)/i,
  /\b4\d\d\b.*(try again|temporar|rate|throttl)|rate limit|too many (connections|messages)/i,
];

/** Whether a failed delivery's error says nothing of the recipient's address. */
export function isSenderSideError(error: string | null | undefined): boolean {
  return SENDER_SIDE.some((pattern) => pattern.test(error ?? ''));
}

/** `mail_health/{address hash}`: how the address's recent deliveries went. */
export interface AddressHealth {
  email: string;
  /** Failed deliveries since the last one that succeeded. */
  failuresRunning: number;
  /** The mails already counted (a trigger delivered twice counts once); the last few. */
  counted: string[];
}

/** How many counted mail ids an address keeps (more than enough to see a redelivery). */
const COUNTED_KEPT = 20;

/**
 * One mail's delivery, once final, applied to its address: SUCCESS resets the count, an ERROR
 * of the recipient's side adds one, anything else changes nothing. Says whether the address is
 * now to be marked bounced (the count then starts again at zero).
 */
export function applyDelivery(
  health: AddressHealth,
  mailId: string,
  state: DeliveryState | undefined,
  error: string | null | undefined,
): { health: AddressHealth; bounced: boolean } {
  const final = state === 'SUCCESS' || (state === 'ERROR' && !isSenderSideError(error));
  if (!final || health.counted.includes(mailId)) return { health, bounced: false };
  const counted = [...health.counted, mailId].slice(-COUNTED_KEPT);
  if (state === 'SUCCESS')
    return { health: { ...health, failuresRunning: 0, counted }, bounced: false };
  const failuresRunning = health.failuresRunning + 1;
  const bounced = failuresRunning >= BOUNCE_AFTER_ERRORS;
  return {
    health: { ...health, failuresRunning: bounced ? 0 : failuresRunning, counted },
    bounced,
  };
}

/** The fields a bounce writes on each row of the address. */
export function bouncedFields(reason: BounceReason, now: Date): StatusFields {
  return { status: 'bounced', bouncedAt: now, bounceReason: reason };
}

/** The rows a bounce changes: all of the address's but those that unsubscribed or bounced. */
export function rowsToBounce(rows: readonly Subscriber[]): Subscriber[] {
  return rows.filter((row) => row.status !== 'unsubscribed' && row.status !== 'bounced');
}

/** Marks an address bounced on every list it is on; resolves with how many rows changed. */
export async function markBounced(
  email: string,
  reason: BounceReason,
  deps: { store: SubscriptionLinkStore; now: () => Date },
): Promise<number> {
  const rows = rowsToBounce(await deps.store.findByEmail(email.trim().toLowerCase()));
  const fields = bouncedFields(reason, deps.now());
  for (const row of rows) await deps.store.update(row.id, fields);
  return rows.length;
}

/** What recording a delivery needs; each backend implements it. */
export interface DeliveryDeps {
  store: SubscriptionLinkStore;
  now: () => Date;
  /**
   * Applies `change` to the address's health atomically (a transaction on Firebase) and
   * resolves with what it answered.
   */
  updateHealth(
    email: string,
    change: (health: AddressHealth) => { health: AddressHealth; bounced: boolean },
  ): Promise<{ bounced: boolean }>;
}

/**
 * A mail's delivery became final (the extension wrote SUCCESS or ERROR): counts it for its
 * address and marks the address bounced after BOUNCE_AFTER_ERRORS failures running. Resolves
 * whether it did.
 */
export async function recordDelivery(
  mailId: string,
  mail: Pick<MailDocument, 'to' | 'delivery'>,
  deps: DeliveryDeps,
): Promise<boolean> {
  const email = mail.to.trim().toLowerCase();
  const { state, error } = mail.delivery ?? {};
  if (state !== 'SUCCESS' && state !== 'ERROR') return false;
  const { bounced } = await deps.updateHealth(email, (health) =>
    applyDelivery(health, mailId, state, error),
  );
  if (bounced) await markBounced(email, 'errors', deps);
  return bounced;
}

/** The provider webhook's events: one, or a list (providers post them in batches). */
const providerEvent = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  type: z.enum(['bounce', 'complaint']),
});
const providerPayload = z.union([providerEvent, z.array(providerEvent).min(1).max(1000)]);

/** A provider's report of one address. */
export type ProviderEvent = z.infer<typeof providerEvent>;

/** The webhook's body as events ('invalid-argument' when it is not `{email, type}` or a list). */
export function parseProviderEvents(body: unknown): ProviderEvent[] {
  const parsed = providerPayload.safeParse(body);
  if (!parsed.success) {
    throw new BackendError(
      'invalid-argument',
      "Expected {email, type: 'bounce' | 'complaint'} or a list of them",
    );
  }
  return Array.isArray(parsed.data) ? parsed.data : [parsed.data];
}
