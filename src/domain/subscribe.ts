import './zod-jitless.ts';
import * as z from 'zod';
import { invalidArgument } from './entities/entity.ts';
import { LIMITS } from './limits.ts';
import type { MailQueue } from './mail.ts';
import {
  HOUR_MS,
  NETWORK_LIMIT_FACTOR,
  takeRateLimit,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit.ts';
import { confirmationMail } from './subscription-links.ts';
import type { LinkSigner } from './subscription-tokens.ts';
import { SUBSCRIBER_SOURCES, type Subscriber, type SubscriberSource } from './types.ts';

/** What a visitor sends to subscribe or join a waiting list. */
export const subscribeInputSchema = z.object({
  // A missing e-mail reads like an empty one, not like zod's type error.
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(LIMITS.subscriber.email, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  name: z
    .string()
    .trim()
    .max(LIMITS.subscriber.name, 'Name must be less than 200 characters')
    .nullish()
    .transform((name) => (name ? name : null)),
  source: z.enum(SUBSCRIBER_SOURCES, { error: 'Invalid subscription source' }),
});

export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** The storage the subscribe handler needs; each backend implements it. */
export interface SubscriberStore {
  /** The subscriber with this (normalised) e-mail and source, if any. */
  findByEmailAndSource(email: string, source: SubscriberSource): Promise<Subscriber | null>;
  /** Stores a new subscriber and returns its id. */
  create(data: Omit<Subscriber, 'id'>): Promise<string>;
}

/**
 * The server's per-IP limit on sign-ups: generous enough for a household or an office behind
 * one address joining a few lists, tight enough that nobody signs up strangers by the thousand.
 */
export const SUBSCRIBE_RATE_LIMIT: RateLimitRule = {
  scope: 'subscribe',
  limit: 10,
  networkLimit: 10 * NETWORK_LIMIT_FACTOR,
  windowMs: HOUR_MS,
};

/** What the subscribe handler needs; each backend provides it. */
export interface SubscribeDeps {
  store: SubscriberStore;
  limits: RateLimitStore;
  now: () => Date;
  ipKey: string;
  /** The caller's IPv6 /48, counted against the wider limit; null for IPv4. */
  networkKey?: string | null;
  /** Where the confirmation e-mail is queued, and how its link is signed and where it points. */
  mail: MailQueue;
  sign: LinkSigner;
  siteUrl: string;
}

/**
 * Server-side subscribe: validates, limits per IP, de-duplicates on e-mail + source, always
 * stores `pending`, and queues the confirmation e-mail (double opt-in) for a row that is not
 * confirmed yet, at most one per row and day (none to a row whose mail bounced: an admin sets
 * it back once the address works). It answers the same whether or not the address
 * was already on the list, so nobody can use it to learn who subscribes.
 */
export async function handleSubscribe(raw: unknown, deps: SubscribeDeps): Promise<void> {
  const parsed = subscribeInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const now = deps.now();
  await takeRateLimit(SUBSCRIBE_RATE_LIMIT, {
    limits: deps.limits,
    ipKey: deps.ipKey,
    networkKey: deps.networkKey,
    now,
  });
  const { email, name, source } = parsed.data;
  const existing = await deps.store.findByEmailAndSource(email, source);
  // Confirmed already, or its mail bounces (mail-bounces.ts): no e-mail to send, same answer.
  if (existing?.status === 'confirmed' || existing?.status === 'bounced') return;
  const id =
    existing?.id ??
    (await deps.store.create({
      email,
      name,
      source,
      status: 'pending',
      createdAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    }));
  const mail = await confirmationMail(
    { id, email },
    { sign: deps.sign, siteUrl: deps.siteUrl, now },
  );
  await deps.mail.queue([mail]);
}
