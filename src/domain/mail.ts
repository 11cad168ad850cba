/**
 * The `mail` collection: one document per e-mail, in the shape the Firebase "Trigger Email"
 * extension reads (`to`, `message.subject/html/text`, `headers`), plus a few fields of ours
 * that it ignores (what the mail is, for whom, when). The extension writes `delivery` back
 * (`delivery.state`: PENDING, PROCESSING, SUCCESS, ERROR, RETRY); the newsletter history counts
 * those. The demo backend keeps the same documents (`edgeDemo.dump('mail')`).
 */

export const MAIL_COLLECTION = 'mail';

/**
 * How long a mail document is kept after its delivery ended (it holds the whole message): a
 * Firestore TTL policy on `expireAt` deletes it. Set to 30 days after creation when queued, so
 * a mail the extension never picks up does not stay forever (nor go out a month late), and moved
 * to 30 days after the end of delivery once the extension writes SUCCESS or ERROR.
 */
export const MAIL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What the extension sends. */
export interface MailMessage {
  subject: string;
  html: string;
  text: string;
}

/** The extension's delivery states. */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** A queued e-mail as stored. */
export interface MailDocument {
  to: string;
  message: MailMessage;
  /** Extra headers (the newsletter's List-Unsubscribe pair); none for a confirmation. */
  headers: Record<string, string>;
  kind: 'confirmation' | 'newsletter';
  /** The newsletter this mail belongs to, or null. */
  newsletterId: string | null;
  /** The subscriber document the mail was made for. */
  subscriberId: string;
  createdAt: Date;
  /**
   * Written by the extension, never by us: the state, and when it ended (SUCCESS or ERROR) and
   * why it failed.
   */
  delivery?: { state: DeliveryState; endTime?: Date; error?: string | null };
}

/** A mail and its document id (ids make queueing idempotent: see `MailQueue`). */
export interface QueuedMail {
  id: string;
  mail: MailDocument;
}

/** Where mails are queued; each backend implements it. */
export interface MailQueue {
  /**
   * Creates each document whose id is not taken yet (create-only: an id already there is left
   * as it is, so a retry never sends twice), as `headerSafe` has it. Resolves with how many
   * were new.
   */
  queue(mails: readonly QueuedMail[]): Promise<number>;
}

// Line breaks (CR, LF, NEL, U+2028/2029) and the other control characters: in a header they
// would end it and start another (a Bcc, a second body) wherever the mailer writes them raw.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_BREAKS = / *(?:[\u0000-\u001f\u007f-\u009f\u2028\u2029] *)+/g;

/**
 * Text for a mail header: every run of line breaks and control characters, with the spaces
 * around it, becomes one space.
 */
export function headerText(text: string): string {
  return text.replace(HEADER_BREAKS, ' ').trim();
}

/**
 * The mail with every header-bound field on one line: the address, the subject and each extra
 * header's value (the bodies keep their lines). Every MailQueue stores mails through this.
 */
export function headerSafe(mail: MailDocument): MailDocument {
  return {
    ...mail,
    to: headerText(mail.to),
    message: { ...mail.message, subject: headerText(mail.message.subject) },
    headers: Object.fromEntries(
      Object.entries(mail.headers).map(([name, value]) => [name, headerText(value)]),
    ),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or a URL) made safe to put inside HTML text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
