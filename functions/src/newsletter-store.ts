import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readEntity } from '../../src/domain/entities/entity.ts';
import { subscriberEntity } from '../../src/domain/entities/visitor.ts';
import {
  NEWSLETTERS_COLLECTION,
  readNewsletterRecord,
  type NewsletterStore,
} from '../../src/domain/newsletter/send.ts';
import { NEWSLETTER_SOURCES } from '../../src/domain/subscription-links.ts';
import { isAlreadyExists } from './already-exists.ts';
import { SUBSCRIBERS } from './subscriber-store.ts';

// The fields a recipient needs: not searchTerms, which is most of a row's size.
const RECIPIENT_FIELDS = [
  'email',
  'name',
  'source',
  'status',
  'createdAt',
  'confirmedAt',
  'unsubscribedAt',
];

/** `NewsletterStore` on `newsletters` and `subscribers`. */
export function firestoreNewsletterStore(db: Firestore): NewsletterStore {
  const newsletters = db.collection(NEWSLETTERS_COLLECTION);
  return {
    async begin({ id, ...record }) {
      const ref = newsletters.doc(id);
      try {
        await ref.create(record);
        return { id, ...record };
      } catch (error) {
        // Sent before, or being sent by a concurrent call: carry on with the stored record.
        if (!isAlreadyExists(error)) throw error;
        const stored = await ref.get();
        return readNewsletterRecord(id, stored.data() ?? {});
      }
    },
    async recipients(at) {
      const snapshot = await db
        .collection(SUBSCRIBERS)
        .where('status', '==', 'confirmed')
        .where('source', 'in', [...NEWSLETTER_SOURCES])
        .where('confirmedAt', '<=', Timestamp.fromDate(at))
        .select(...RECIPIENT_FIELDS)
        .get();
      return snapshot.docs.map((doc) => readEntity(subscriberEntity, doc.id, doc.data()));
    },
    async finish(id, fields) {
      await newsletters.doc(id).update(fields);
    },
  };
}
