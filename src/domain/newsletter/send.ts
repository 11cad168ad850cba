import '../zod-jitless.ts';
import * as z from 'zod';
import { invalidArgument } from '../entities/entity.ts';
import { dateOrNull } from '../entities/fields.ts';
import { headerText, type MailQueue, type QueuedMail } from '../mail.ts';
import {
  linkUrl,
  NEWSLETTER_SOURCES,
  ONE_CLICK_PATH,
  UNSUBSCRIBE_PATH,
} from '../subscription-links.ts';
import { signLinkToken, type LinkSigner } from '../subscription-tokens.ts';
import type { Subscriber } from '../types.ts';
import { NEWSLETTER_NO_CONTENT, NEWSLETTER_TITLE_REQUIRED } from './content.ts';
import { newsletterMail } from './email.ts';
import { markdownToText } from './plain-text.ts';

export const NEWSLETTERS_COLLECTION = 'newsletters';

/** What `sendNewsletter` receives (admin-cms.md section 7: subject, content, selectedContent). */
export const newsletterInputSchema = z.object({
  // One line, as the e-mail's Subject header will be (and the history shows it).
  subject: z
    .string({ error: NEWSLETTER_TITLE_REQUIRED })
    .transform(headerText)
    .pipe(
      z
        .string()
        .min(1, NEWSLETTER_TITLE_REQUIRED)
        .max(200, 'Newsletter title must be at most 200 characters'),
    ),
  content: z
    .string({ error: NEWSLETTER_NO_CONTENT })
    .min(1, NEWSLETTER_NO_CONTENT)
    .max(100_000, 'Newsletter content must be at most 100000 characters'),
  selectedContent: z
    .array(
      z.object({
        id: z.string().max(128),
        title: z.string().max(500),
        type: z.enum(['article', 'resource']),
        url: z.string().max(2048),
      }),
      { error: NEWSLETTER_NO_CONTENT },
    )
    .min(1, NEWSLETTER_NO_CONTENT)
    .max(50, 'At most 50 pieces fit in one newsletter'),
});

export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/** A newsletter as `newsletters/{id}` keeps it. */
export interface NewsletterRecord {
  id: string;
  subject: string;
  /** The Markdown, as previewed and sent. */
  content: string;
  selectedContent: z.output<typeof newsletterInputSchema>['selectedContent'];
  createdBy: string;
  /** The first send: the recipient list is the confirmed subscribers at this moment. */
  createdAt: Date;
  status: 'sending' | 'sent';
  recipientCount: number | null;
  sentAt: Date | null;
}

/** A stored newsletter document (Timestamps or Dates) as the record, field by field. */
export function readNewsletterRecord(id: string, data: Record<string, unknown>): NewsletterRecord {
  return {
    id,
    subject: typeof data.subject === 'string' ? data.subject : '',
    content: typeof data.content === 'string' ? data.content : '',
    selectedContent: Array.isArray(data.selectedContent) ? data.selectedContent : [],
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : '',
    createdAt: dateOrNull(data.createdAt) ?? new Date(0),
    status: data.status === 'sent' ? 'sent' : 'sending',
    recipientCount: typeof data.recipientCount === 'number' ? data.recipientCount : null,
    sentAt: dateOrNull(data.sentAt),
  };
}

/** What a send answers. */
export interface NewsletterSendResult {
  newsletterId: string;
  /** Distinct addresses on the frozen list. */
  recipients: number;
  /** E-mails this call queued (0 when every one was queued before). */
  queued: number;
}

/** What the send handler needs of the database; each backend implements it. */
export interface NewsletterStore {
  /** Creates the record unless its id exists; resolves with the record as stored. */
  begin(record: NewsletterRecord): Promise<NewsletterRecord>;
  /** Confirmed subscribers of the newsletter lists whose confirmedAt is at or before `at`. */
  recipients(at: Date): Promise<Subscriber[]>;
  finish(
    id: string,
    fields: Pick<NewsletterRecord, 'status' | 'recipientCount' | 'sentAt'>,
  ): Promise<void>;
}

export interface SendNewsletterDeps {
  store: NewsletterStore;
  mail: MailQueue;
  sign: LinkSigner;
  /** SHA-256, hex. */
  hash: (text: string) => Promise<string>;
  /** Markdown to sanitised HTML: the site's renderer and sanitiser. */
  renderHtml: (markdown: string) => string;
  now: () => Date;
  siteUrl: string;
  adminUid: string;
}

/**
 * A newsletter's id: a hash of its title and content, so the same newsletter sent twice, by two
 * admins, or sent and scheduled, is one newsletter and goes out once.
 */
export async function newsletterIdOf(
  input: Pick<NewsletterInput, 'subject' | 'content'>,
  hash: (text: string) => Promise<string>,
): Promise<string> {
  return `nl-${(await hash(`${input.subject}\n${input.content}`)).slice(0, 32)}`;
}

/** How many e-mails are built and written at a time (memory stays flat at any list size). */
const CHUNK = 400;

/** The distinct addresses of the list, each with its first row. */
function byAddress(rows: readonly Subscriber[]): Subscriber[] {
  const seen = new Map<string, Subscriber>();
  for (const row of rows) if (!seen.has(row.email)) seen.set(row.email, row);
  return [...seen.values()];
}

/**
 * Sends a newsletter exactly once per address. Its id is derived from its title and content, so
 * a retry, a double click or a second admin sending the same newsletter is the same newsletter;
 * the first send freezes the list (the confirmed newsletter subscribers at that moment; anyone
 * unsubscribed since is left out on a later attempt), and each e-mail's id is derived from the
 * newsletter and the address and only ever created, never overwritten.
 */
export async function handleSendNewsletter(
  raw: unknown,
  deps: SendNewsletterDeps,
): Promise<NewsletterSendResult> {
  const parsed = newsletterInputSchema.safeParse(raw);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const input = parsed.data;
  const now = deps.now();
  const newsletterId = await newsletterIdOf(input, deps.hash);
  const record = await deps.store.begin({
    id: newsletterId,
    ...input,
    createdBy: deps.adminUid,
    createdAt: now,
    status: 'sending',
    recipientCount: null,
    sentAt: null,
  });
  const recipients = byAddress(await deps.store.recipients(record.createdAt));
  const contentHtml = deps.renderHtml(record.content);
  const contentText = markdownToText(record.content);
  let queued = 0;
  for (let start = 0; start < recipients.length; start += CHUNK) {
    const mails = await Promise.all(
      recipients.slice(start, start + CHUNK).map(async (subscriber): Promise<QueuedMail> => {
        const token = await signLinkToken(deps.sign, 'unsubscribe', subscriber.id, now);
        const addressKey = (await deps.hash(subscriber.email)).slice(0, 32);
        const content = newsletterMail({
          subject: record.subject,
          contentHtml,
          contentText,
          unsubscribeUrl: linkUrl(deps.siteUrl, UNSUBSCRIBE_PATH, token),
          oneClickUrl: linkUrl(deps.siteUrl, ONE_CLICK_PATH, token),
        });
        return {
          id: `${newsletterId}-${addressKey}`,
          mail: {
            to: subscriber.email,
            ...content,
            kind: 'newsletter',
            newsletterId,
            subscriberId: subscriber.id,
            createdAt: now,
          },
        };
      }),
    );
    queued += await deps.mail.queue(mails);
  }
  await deps.store.finish(newsletterId, {
    status: 'sent',
    recipientCount: recipients.length,
    sentAt: record.sentAt ?? now,
  });
  return { newsletterId, recipients: recipients.length, queued };
}

/** Whether a subscriber row is on the newsletter's list (the others are waitlists). */
export function isNewsletterRecipient(row: Pick<Subscriber, 'status' | 'source'>): boolean {
  return (
    row.status === 'confirmed' && (NEWSLETTER_SOURCES as readonly string[]).includes(row.source)
  );
}
