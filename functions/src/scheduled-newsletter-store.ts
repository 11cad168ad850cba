import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  readScheduledNewsletter,
  SCHEDULED_NEWSLETTERS_COLLECTION,
  type ScheduledNewsletterStore,
} from '../../src/domain/newsletter/schedule.ts';
import { NEWSLETTERS_COLLECTION } from '../../src/domain/newsletter/send.ts';

/** `ScheduledNewsletterStore` on `scheduled_newsletters` (and `newsletters`, for what went out). */
export function firestoreScheduledNewsletters(db: Firestore): ScheduledNewsletterStore {
  const scheduled = db.collection(SCHEDULED_NEWSLETTERS_COLLECTION);
  return {
    wasSent: async (id) => (await db.collection(NEWSLETTERS_COLLECTION).doc(id).get()).exists,
    async put({ id, ...record }) {
      await scheduled.doc(id).set(record);
    },
    async due(now) {
      // One inequality on one field: served by its single-field index.
      const snapshot = await scheduled
        .where('scheduledAt', '<=', Timestamp.fromDate(now))
        .orderBy('scheduledAt')
        .get();
      return snapshot.docs.map((doc) => readScheduledNewsletter(doc.id, doc.data()));
    },
    async remove(id) {
      await scheduled.doc(id).delete();
    },
  };
}
