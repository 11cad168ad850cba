import '../zod-jitless.ts';
// A newsletter sent at a set time (issue 29). Scheduling keeps it in `scheduled_newsletters`
// under the newsletter's own id (newsletterIdOf); at its time the scheduler sends it with the
// same handler as the Send button, so it still goes out exactly once per address (a scheduled
// newsletter also sent by hand is the same newsletter), and the list is frozen when it goes.
import * as z from 'zod';
import { invalidArgument } from '../entities/entity.ts';
import { dateOrNull } from '../entities/fields.ts';
import { BackendError } from '../errors.ts';
import { SCHEDULE_IN_PAST } from '../schedule.ts';
import {
  handleSendNewsletter,
  newsletterIdOf,
  newsletterInputSchema,
  type NewsletterInput,
  type NewsletterRecord,
  type SendNewsletterDeps,
} from './send.ts';

export const SCHEDULED_NEWSLETTERS_COLLECTION = 'scheduled_newsletters';

/** The refusal of a schedule for a newsletter that went out already. */
export const NEWSLETTER_ALREADY_SENT = 'This newsletter has already been sent';

/** What `scheduleNewsletter` receives: a newsletter and when it goes. */
export const scheduleInputSchema = newsletterInputSchema.extend({
  scheduledAt: z.preprocess(dateOrNull, z.date({ error: 'Please choose when to send it' })),
});

export type ScheduleNewsletterInput = NewsletterInput & { scheduledAt: Date | string };

/** A scheduled newsletter as `scheduled_newsletters/{id}` keeps it. */
export interface ScheduledNewsletter {
  id: string;
  subject: string;
  content: string;
  selectedContent: NewsletterRecord['selectedContent'];
  scheduledAt: Date;
  createdBy: string;
  createdAt: Date;
}

/** A stored scheduled newsletter (Timestamps or Dates) as the record. */
export function readScheduledNewsletter(
  id: string,
  data: Record<string, unknown>,
): ScheduledNewsletter {
  return {
    id,
    subject: typeof data.subject === 'string' ? data.subject : '',
    content: typeof data.content === 'string' ? data.content : '',
    selectedContent: Array.isArray(data.selectedContent) ? data.selectedContent : [],
    scheduledAt: dateOrNull(data.scheduledAt) ?? new Date(0),
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : '',
    createdAt: dateOrNull(data.createdAt) ?? new Date(0),
  };
}

/** What scheduling needs of the database; each backend implements it. */
export interface ScheduledNewsletterStore {
  /** Whether `newsletters/{id}` exists: the newsletter went out (or is going out). */
  wasSent(id: string): Promise<boolean>;
  /** Writes the record under its id (scheduling the same newsletter again moves its time). */
  put(record: ScheduledNewsletter): Promise<void>;
  /** The records whose time is at or before `now`, earliest first. */
  due(now: Date): Promise<ScheduledNewsletter[]>;
  remove(id: string): Promise<void>;
}

/**
 * Schedules a newsletter: checked as a send is, its time ahead of now ('invalid-argument' on
 * `scheduledAt` otherwise), refused with 'failed-precondition' when it went out already.
 */
export async function handleScheduleNewsletter(
  raw: unknown,
  deps: {
    store: ScheduledNewsletterStore;
    hash: (text: string) => Promise<string>;
    now: () => Date;
    adminUid: string;
  },
): Promise<ScheduledNewsletter> {
  const parsed = scheduleInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const { scheduledAt, ...input } = parsed.data;
  const now = deps.now();
  if (scheduledAt.getTime() <= now.getTime()) {
    throw new BackendError('invalid-argument', SCHEDULE_IN_PAST, { scheduledAt: SCHEDULE_IN_PAST });
  }
  const id = await newsletterIdOf(input, deps.hash);
  if (await deps.store.wasSent(id)) {
    throw new BackendError('failed-precondition', NEWSLETTER_ALREADY_SENT);
  }
  const record = { id, ...input, scheduledAt, createdBy: deps.adminUid, createdAt: now };
  await deps.store.put(record);
  return record;
}

/**
 * Sends every scheduled newsletter whose time has come, then forgets it. A send that fails
 * leaves its record for the next run, and a run that repeats one sends nothing twice (the send
 * is idempotent by newsletter id). Resolves with the ids sent.
 */
export async function sendDueNewsletters(
  store: ScheduledNewsletterStore,
  send: Omit<SendNewsletterDeps, 'adminUid'>,
): Promise<string[]> {
  const sent: string[] = [];
  for (const record of await store.due(send.now())) {
    const { subject, content, selectedContent } = record;
    const result = await handleSendNewsletter(
      { subject, content, selectedContent },
      { ...send, adminUid: record.createdBy },
    );
    await store.remove(record.id);
    sent.push(result.newsletterId);
  }
  return sent;
}
