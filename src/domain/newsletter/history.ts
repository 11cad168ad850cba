import type { DeliveryState } from '../mail.ts';
import type { NewsletterRecord } from './send.ts';

/** How a newsletter's e-mails fared, from the extension's `delivery.state` on each. */
export interface DeliveryCounts {
  delivered: number;
  failed: number;
  /** Queued, being sent or retried: not delivered nor failed yet. */
  pending: number;
}

/** A sent newsletter as the history lists it. */
export interface NewsletterHistoryEntry {
  id: string;
  subject: string;
  /** When it went out (the first send). */
  sentAt: Date;
  status: NewsletterRecord['status'];
  recipients: number;
  delivery: DeliveryCounts;
}

/**
 * A newsletter's delivery counts as kept on its record once its mail is done with (on Firebase
 * the mail documents expire 30 days after delivery, so the counts are settled a week after the
 * send, when the extension has long finished).
 */
export interface SettledDelivery {
  delivered: number;
  failed: number;
}

/** How long after a send its delivery counts are settled on its record. */
export const DELIVERY_SETTLED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A record's settled counts, or null while they are still counted from the mail. */
export function readSettledDelivery(value: unknown): SettledDelivery | null {
  if (typeof value !== 'object' || value === null) return null;
  const { delivered, failed } = value as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return count(delivered) && count(failed)
    ? { delivered: delivered as number, failed: failed as number }
    : null;
}

/** How many past newsletters the history shows. */
export const NEWSLETTER_HISTORY_SIZE = 10;

/** Counts delivery states: SUCCESS is delivered, ERROR failed, anything else pending. */
export function deliveryCounts(states: readonly (DeliveryState | undefined)[]): DeliveryCounts {
  const delivered = states.filter((state) => state === 'SUCCESS').length;
  const failed = states.filter((state) => state === 'ERROR').length;
  return { delivered, failed, pending: states.length - delivered - failed };
}

/** A stored record and its counts as a history entry. */
export function historyEntry(
  record: NewsletterRecord,
  delivery: { delivered: number; failed: number },
): NewsletterHistoryEntry {
  const recipients = record.recipientCount ?? 0;
  return {
    id: record.id,
    subject: record.subject,
    sentAt: record.sentAt ?? record.createdAt,
    status: record.status,
    recipients,
    delivery: {
      ...delivery,
      pending: Math.max(0, recipients - delivery.delivered - delivery.failed),
    },
  };
}
