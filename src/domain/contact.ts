import './zod-jitless.ts';
import * as z from 'zod';
import { invalidArgument } from './entities/entity.ts';
import { LIMITS } from './limits.ts';
import {
  HOUR_MS,
  NETWORK_LIMIT_FACTOR,
  takeRateLimit,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit.ts';

/** Contact form limits (public-site.md section 9). */
export const CONTACT_LIMITS = {
  ...LIMITS.contact,
  /** Successful sends per page session, enforced in the browser. */
  perSession: 3,
  /** Sends per IP address per hour, enforced by the server. */
  perIpPerHour: 5,
  windowMs: HOUR_MS,
} as const;

/** The server's per-IP limit on contact sends. */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  scope: 'contact',
  limit: CONTACT_LIMITS.perIpPerHour,
  networkLimit: CONTACT_LIMITS.perIpPerHour * NETWORK_LIMIT_FACTOR,
  windowMs: CONTACT_LIMITS.windowMs,
};

/** How long security events are kept (their TTL): the Security tab looks back this far. */
export const SECURITY_EVENT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The contact form's rules, with the spec's messages; the browser and the server share them. */
export const contactInputSchema = z.object({
  // Missing fields get the same message as empty ones, not zod's type error.
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, 'Name must be less than 100 characters')
    .regex(/^[\p{L}\s'-]+$/u, 'Name contains invalid characters'),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(CONTACT_LIMITS.email, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address'))
    .transform((email) => email.toLowerCase()),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, 'Company name must be less than 100 characters')
    .nullish()
    .transform((company) => (company ? company : null)),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, 'Message must be less than 1000 characters'),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type Contact = z.output<typeof contactInputSchema>;
export type ContactField = keyof Contact;

/** The security event actions the CMS's Security tab counts. */
export type SecurityAction =
  | 'submit_contact'
  | 'view_contacts'
  | 'update_contact'
  | 'delete_contact'
  | 'rate_limit_exceeded'
  | 'role_check_failed';

/**
 * One security event, counted on the document of its action, address and window: the first
 * event creates it with count 1, each further one adds 1, so a flood of rejected sends costs
 * one document, not one per attempt. The Security tab sums `count` per action and day.
 */
export interface SecurityEventCount {
  action: SecurityAction;
  ipKey: string;
  /** The hour the event falls in (windows never span two days). */
  windowStart: Date;
  /** When this event happened: the document keeps the latest. */
  at: Date;
  /** The TTL field: windowStart + SECURITY_EVENT_RETENTION_MS. */
  expireAt: Date;
}

/** The storage the contact handler needs; each backend implements it. */
export interface ContactStore {
  /** Stores the message and returns its id. */
  saveContact(data: Contact & { ipKey: string; createdAt: Date }): Promise<string>;
  /** Adds one to the event's count (creating its document at 1). */
  countSecurityEvent(event: SecurityEventCount): Promise<void>;
}

/** The id of a security event's document: one per action, address and window. */
export function securityEventId(
  event: Pick<SecurityEventCount, 'action' | 'ipKey' | 'windowStart'>,
): string {
  return `${event.action}-${event.windowStart.getTime()}-${event.ipKey}`;
}

/**
 * Server-side contact submission: validates, rate-limits per IP (and per IPv6 network:
 * `networkKey`) per hour, stores, logs.
 */
export async function handleSubmitContact(
  raw: unknown,
  deps: {
    store: ContactStore;
    limits: RateLimitStore;
    now: () => Date;
    ipKey: string;
    networkKey?: string | null;
  },
): Promise<{ id: string }> {
  const parsed = contactInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const now = deps.now();
  const count = (action: SecurityAction, windowStart: Date) =>
    deps.store.countSecurityEvent({
      action,
      ipKey: deps.ipKey,
      windowStart,
      at: now,
      expireAt: new Date(windowStart.getTime() + SECURITY_EVENT_RETENTION_MS),
    });
  const windowStart = await takeRateLimit(CONTACT_RATE_LIMIT, {
    limits: deps.limits,
    ipKey: deps.ipKey,
    networkKey: deps.networkKey,
    now,
    onRejected: (start) => count('rate_limit_exceeded', start),
  });
  const id = await deps.store.saveContact({ ...parsed.data, ipKey: deps.ipKey, createdAt: now });
  await count('submit_contact', windowStart);
  return { id };
}
