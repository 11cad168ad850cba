import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { MAIL_COLLECTION, MAIL_TTL_MS } from '../../src/domain/mail.ts';
import {
  DELIVERY_SETTLED_AFTER_MS,
  type SettledDelivery,
} from '../../src/domain/newsletter/history.ts';
import { NEWSLETTERS_COLLECTION } from '../../src/domain/newsletter/send.ts';
import { adminDb } from './admin-app.ts';

/**
 * Keeps each newsletter's delivery counts once its mail is done with: the mail documents expire
 * 30 days after delivery (a TTL policy), and the history counts them. So a newsletter sent more
 * than DELIVERY_SETTLED_AFTER_MS ago (the extension finished long before) and less than the
 * mails' lifetime ago gets `delivery` ({delivered, failed} by count() queries) on its record,
 * once; the history reads that from then on. Resolves with the newsletters settled.
 */
export async function settleNewsletterDeliveries(db: Firestore, now: Date): Promise<string[]> {
  const newest = Timestamp.fromMillis(now.getTime() - DELIVERY_SETTLED_AFTER_MS);
  const oldest = Timestamp.fromMillis(now.getTime() - MAIL_TTL_MS);
  const sent = await db
    .collection(NEWSLETTERS_COLLECTION)
    .where('sentAt', '>=', oldest)
    .where('sentAt', '<=', newest)
    .get();
  const mail = db.collection(MAIL_COLLECTION);
  const count = async (id: string, state: string) =>
    (
      await mail.where('newsletterId', '==', id).where('delivery.state', '==', state).count().get()
    ).data().count;
  const settled: string[] = [];
  for (const doc of sent.docs) {
    if (doc.get('delivery') !== undefined) continue;
    const [delivered, failed] = await Promise.all([
      count(doc.id, 'SUCCESS'),
      count(doc.id, 'ERROR'),
    ]);
    const delivery: SettledDelivery = { delivered, failed };
    await doc.ref.update({ delivery, deliverySettledAt: Timestamp.fromDate(now) });
    settled.push(doc.id);
  }
  return settled;
}

/** Scheduled `settleNewsletterDelivery`: once a day. */
export const settleNewsletterDelivery = onSchedule(
  { schedule: 'every 24 hours', timeZone: 'Etc/UTC', maxInstances: 1, timeoutSeconds: 300 },
  async () => {
    await settleNewsletterDeliveries(adminDb(), new Date());
  },
);
