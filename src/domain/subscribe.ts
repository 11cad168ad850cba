import { z } from 'zod';
import { BackendError } from './errors.ts';
import { SUBSCRIBER_SOURCES, type Subscriber, type SubscriberSource } from './types.ts';

/** What a visitor sends to subscribe or join a waiting list. */
export const subscribeInputSchema = z.object({
  // A missing e-mail reads like an empty one, not like zod's type error.
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  name: z
    .string()
    .trim()
    .max(200, 'Name must be less than 200 characters')
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

export interface SubscribeResult {
  id: string;
  /** False when the e-mail was already on this list (nothing new was stored). */
  created: boolean;
}

/** Server-side subscribe: validates, de-duplicates on e-mail + source, always stores `pending`. */
export async function handleSubscribe(
  raw: unknown,
  deps: { store: SubscriberStore; now: () => Date },
): Promise<SubscribeResult> {
  const parsed = subscribeInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : 'input';
    const message = issue?.message ?? 'Invalid input';
    throw new BackendError('invalid-argument', message, { [field]: message });
  }
  const { email, name, source } = parsed.data;
  const existing = await deps.store.findByEmailAndSource(email, source);
  if (existing) return { id: existing.id, created: false };
  const id = await deps.store.create({
    email,
    name,
    source,
    status: 'pending',
    createdAt: deps.now(),
    confirmedAt: null,
    unsubscribedAt: null,
  });
  return { id, created: true };
}
