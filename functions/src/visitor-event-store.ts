import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toDocument } from '../../src/domain/entities/entity.ts';
import { pageViewEntity, socialShareEntity } from '../../src/domain/entities/visitor.ts';
import { visitorEventExpiry, type VisitorEventStore } from '../../src/domain/visitor-events.ts';

/** When a TTL policy deletes an event made at `createdAt`. */
const expireAt = (createdAt: Date) => Timestamp.fromDate(visitorEventExpiry(createdAt));

export const PAGE_VIEWS = pageViewEntity.collection;
export const SOCIAL_SHARES = socialShareEntity.collection;

/**
 * `VisitorEventStore` on Firestore: one document per page view or share (dates as Timestamps),
 * with the `expireAt` its collection's TTL policy deletes it at.
 */
export function firestoreVisitorEventStore(db: Firestore): VisitorEventStore {
  return {
    async addPageView(view) {
      const stored = toDocument(pageViewEntity, view);
      await db.collection(PAGE_VIEWS).add({ ...stored, expireAt: expireAt(stored.createdAt) });
    },
    async addShare(share) {
      const stored = toDocument(socialShareEntity, share);
      await db.collection(SOCIAL_SHARES).add({ ...stored, expireAt: expireAt(stored.createdAt) });
    },
  };
}
