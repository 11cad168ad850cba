import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { MAIL_COLLECTION } from '../../../domain/mail.ts';
import {
  historyEntry,
  NEWSLETTER_HISTORY_SIZE,
  readSettledDelivery,
} from '../../../domain/newsletter/history.ts';
import {
  readScheduledNewsletter,
  SCHEDULED_NEWSLETTERS_COLLECTION,
  type ScheduledNewsletter,
} from '../../../domain/newsletter/schedule.ts';
import {
  NEWSLETTERS_COLLECTION,
  readNewsletterRecord,
  type NewsletterSendResult,
} from '../../../domain/newsletter/send.ts';
import { NEWSLETTER_SOURCES } from '../../../domain/subscription-links.ts';
import type { AdminNewsletterApi } from '../../admin-audience-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import { callAdmin } from './admin-callable.ts';

/** As long as the function may run: a send to 20,000 addresses takes a while. */
const SEND_TIMEOUT_MS = 540_000;

/**
 * The Newsletter tab on Firebase: the `sendNewsletter` callable, the audience as a count()
 * query, and the history from `newsletters` with its delivery counts as count() queries on the
 * extension's `delivery.state` of each newsletter's mail.
 */
export function createAdminNewsletter(ctx: FirebaseContext): AdminNewsletterApi {
  const { db } = ctx;
  const mail = collection(db, MAIL_COLLECTION);
  const countMail = async (newsletterId: string, state: string) =>
    (
      await getCount(
        query(
          mail,
          where('newsletterId', '==', newsletterId),
          where('delivery.state', '==', state),
        ),
      )
    ).data().count;
  return {
    confirmedSubscribers: () =>
      translated(async () => {
        const confirmed = query(
          collection(db, 'subscribers'),
          where('status', '==', 'confirmed'),
          where('source', 'in', [...NEWSLETTER_SOURCES]),
        );
        return (await getCount(confirmed)).data().count;
      }),
    send: (input) =>
      translated(() =>
        callAdmin<typeof input, NewsletterSendResult>(
          ctx,
          'sendNewsletter',
          input,
          SEND_TIMEOUT_MS,
        ),
      ),
    history: () =>
      translated(async () => {
        const snapshot = await getDocs(
          query(
            collection(db, NEWSLETTERS_COLLECTION),
            orderBy('createdAt', 'desc'),
            limit(NEWSLETTER_HISTORY_SIZE),
          ),
        );
        return Promise.all(
          snapshot.docs.map(async (doc) => {
            const record = readNewsletterRecord(doc.id, doc.data());
            // Settled on the record a week after the send (its mail expires after a month).
            const settled = readSettledDelivery(doc.get('delivery'));
            if (settled) return historyEntry(record, settled);
            const [delivered, failed] = await Promise.all([
              countMail(doc.id, 'SUCCESS'),
              countMail(doc.id, 'ERROR'),
            ]);
            return historyEntry(record, { delivered, failed });
          }),
        );
      }),
    schedule: (input) =>
      translated(async () => {
        // A Date crosses the callable protocol as its ISO string; the answer's come back so.
        const at = new Date(input.scheduledAt);
        const sent = { ...input, scheduledAt: at.toISOString() };
        const answer = await callAdmin<typeof sent, Record<string, unknown>>(
          ctx,
          'scheduleNewsletter',
          sent,
        );
        return readScheduledNewsletter(String(answer.id), answer);
      }),
    unschedule: (id) =>
      translated(async () => {
        await callAdmin<{ id: string }, unknown>(ctx, 'unscheduleNewsletter', { id });
      }),
    scheduled: () =>
      translated(async () => {
        const snapshot = await getDocs(
          query(collection(db, SCHEDULED_NEWSLETTERS_COLLECTION), orderBy('scheduledAt')),
        );
        return snapshot.docs.map((doc): ScheduledNewsletter =>
          readScheduledNewsletter(doc.id, doc.data()),
        );
      }),
  };
}
