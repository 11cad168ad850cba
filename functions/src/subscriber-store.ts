import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { SubscriberStore } from '../../src/domain/subscribe.ts';
import type { Subscriber, SubscriberSource, SubscriberStatus } from '../../src/domain/types.ts';
import { isAlreadyExists } from './already-exists.ts';
import { toDate, toTimestamp } from './timestamps.ts';

export const SUBSCRIBERS = 'subscribers';

const STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

/** `SubscriberStore` on the `subscribers` collection (domain fields, dates as Timestamps). */
export function firestoreSubscriberStore(db: Firestore): SubscriberStore {
  const subscribers = db.collection(SUBSCRIBERS);
  return {
    async findByEmailAndSource(email, source) {
      const snapshot = await subscribers
        .where('email', '==', email)
        .where('source', '==', source)
        .limit(1)
        .get();
      const doc = snapshot.docs[0];
      return doc ? toSubscriber(doc.id, doc.data(), email, source) : null;
    },
    async create(data) {
      // One document id per e-mail + source: two identical sign-ups racing each other both land
      // on the same document, and the loser's create() fails with ALREADY_EXISTS instead of
      // storing a duplicate.
      const ref = subscribers.doc(subscriberId(data.email, data.source));
      try {
        await ref.create({
          email: data.email,
          name: data.name,
          source: data.source,
          status: data.status,
          createdAt: toTimestamp(data.createdAt),
          confirmedAt: toTimestamp(data.confirmedAt),
          unsubscribedAt: toTimestamp(data.unsubscribedAt),
        });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      return ref.id;
    },
  };
}

/** The subscriber document id for an e-mail on a list: a hash, so it reveals no address. */
export function subscriberId(email: string, source: SubscriberSource): string {
  return createHash('sha256').update(`${source}\n${email}`).digest('hex').slice(0, 40);
}

// The query pins e-mail and source; the other fields are read defensively because admins can
// also edit rows by hand in the console.
function toSubscriber(
  id: string,
  data: DocumentData,
  email: string,
  source: SubscriberSource,
): Subscriber {
  const status: unknown = data.status;
  return {
    id,
    email,
    name: typeof data.name === 'string' ? data.name : null,
    source,
    status: STATUSES.find((known) => known === status) ?? 'pending',
    createdAt: toDate(data.createdAt) ?? new Date(0),
    confirmedAt: toDate(data.confirmedAt),
    unsubscribedAt: toDate(data.unsubscribedAt),
  };
}
