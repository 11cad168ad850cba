import { z } from 'zod';
import { BackendError } from './errors.ts';

/** Contact form limits (public-site.md section 9). */
export const CONTACT_LIMITS = {
  name: 100,
  company: 100,
  email: 255,
  message: 1000,
  /** Successful sends per page session, enforced in the browser. */
  perSession: 3,
  /** Sends per IP address per hour, enforced by the server. */
  perIpPerHour: 5,
  windowMs: 60 * 60 * 1000,
} as const;

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

/** Field-level messages for a contact input; empty when it is valid. */
export function contactFieldErrors(input: unknown): Partial<Record<ContactField, string>> {
  const parsed = contactInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The security event actions the CMS's Security tab counts. */
export type SecurityAction =
  | 'submit_contact'
  | 'view_contacts'
  | 'update_contact'
  | 'delete_contact'
  | 'rate_limit_exceeded'
  | 'role_check_failed';

/** The storage the contact handler needs; each backend implements it. */
export interface ContactStore {
  /**
   * Atomically counts one attempt for `ipKey` in the window starting at `windowStart`;
   * resolves false (and counts nothing) when `limit` attempts were already made.
   */
  consumeRateLimit(ipKey: string, windowStart: Date, limit: number): Promise<boolean>;
  /** Stores the message and returns its id. */
  saveContact(data: Contact & { ipKey: string; createdAt: Date }): Promise<string>;
  /** Appends a security event for the CMS's monitor. */
  recordSecurityEvent(event: {
    action: SecurityAction;
    ipKey: string;
    createdAt: Date;
  }): Promise<void>;
}

/** Server-side contact submission: validates, rate-limits per IP per hour, stores, logs. */
export async function handleSubmitContact(
  raw: unknown,
  deps: { store: ContactStore; now: () => Date; ipKey: string },
): Promise<{ id: string }> {
  const parsed = contactInputSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = contactFieldErrors(raw);
    const first = Object.values(fields)[0] ?? 'Invalid input';
    throw new BackendError('invalid-argument', first, fields);
  }
  const now = deps.now();
  const windowStart = new Date(
    Math.floor(now.getTime() / CONTACT_LIMITS.windowMs) * CONTACT_LIMITS.windowMs,
  );
  const allowed = await deps.store.consumeRateLimit(
    deps.ipKey,
    windowStart,
    CONTACT_LIMITS.perIpPerHour,
  );
  if (!allowed) {
    await deps.store.recordSecurityEvent({
      action: 'rate_limit_exceeded',
      ipKey: deps.ipKey,
      createdAt: now,
    });
    throw new BackendError(
      'resource-exhausted',
      'Rate limit exceeded. Please try again in an hour.',
    );
  }
  const id = await deps.store.saveContact({ ...parsed.data, ipKey: deps.ipKey, createdAt: now });
  await deps.store.recordSecurityEvent({
    action: 'submit_contact',
    ipKey: deps.ipKey,
    createdAt: now,
  });
  return { id };
}
