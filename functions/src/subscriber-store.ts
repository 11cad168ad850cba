import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { SubscriberStore } from '../../src/domain/subscribe.ts';
import { readEntity, toDocument } from '../../src/domain/entities/entity.ts';
import { subscriberEntity } from '../../src/domain/entities/visitor.ts';
import { subscriberSearchTerms } from '../../src/domain/subscribers-admin.ts';
import type { SubscriptionLinkStore } from '../../src/domain/subscription-links.ts';
import type { Subscriber, SubscriberSource } from '../../src/domain/types.ts';
import { isAlreadyExists } from './already-exists.ts';

export const SUBSCRIBERS = 'subscribers';

/** `SubscriberStore` on the `subscribers` collection (the subscriber entity; dates as Timestamps). */
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
      return doc ? toSubscriber(doc.id, doc.data()) : null;
    },
    async create(data) {
      // One document id per e-mail + source: two identical sign-ups racing each other both land
      // on the same document, and the loser's create() fails with ALREADY_EXISTS instead of
      // storing a duplicate.
      const ref = subscribers.doc(subscriberId(data.email, data.source));
      try {
        await ref.create(subscriberDocument(data));
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      return ref.id;
    },
  };
}

/**
 * A subscriber as stored: the entity's fields and `searchTerms` (domain/subscribers-admin.ts),
 * which the CMS's search queries with array-contains.
 */
export function subscriberDocument(data: Omit<Subscriber, 'id'>): DocumentData {
  return {
    ...toDocument(subscriberEntity, data),
    searchTerms: subscriberSearchTerms(data.email, data.name),
  };
}

/** The rows a subscription link reads and changes. */
export function firestoreLinkStore(db: Firestore): SubscriptionLinkStore {
  const subscribers = db.collection(SUBSCRIBERS);
  return {
    async get(id) {
      const snap = await subscribers.doc(id).get();
      return snap.exists ? toSubscriber(snap.id, snap.data() ?? {}) : null;
    },
    async findByEmail(email) {
      const snapshot = await subscribers.where('email', '==', email).get();
      return snapshot.docs.map((doc) => toSubscriber(doc.id, doc.data()));
    },
    async update(id, fields) {
      await subscribers.doc(id).update(fields);
    },
  };
}

/** The subscriber document id for an e-mail on a list: a hash, so it reveals no address. */
export function subscriberId(email: string, source: SubscriberSource): string {
  return createHash('sha256').update(`${source}\n${email}`).digest('hex').slice(0, 40);
}

// Admins can also edit rows by hand in the console: the entity reads each field defensively.
function toSubscriber(id: string, data: DocumentData): Subscriber {
  return readEntity(subscriberEntity, id, data);
}
