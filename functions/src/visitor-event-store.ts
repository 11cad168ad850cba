import type { Firestore } from 'firebase-admin/firestore';
import { toDocument } from '../../src/domain/entities/entity.ts';
import { pageViewEntity, socialShareEntity } from '../../src/domain/entities/visitor.ts';
import type { VisitorEventStore } from '../../src/domain/visitor-events.ts';

export const PAGE_VIEWS = pageViewEntity.collection;
export const SOCIAL_SHARES = socialShareEntity.collection;

/** `VisitorEventStore` on Firestore: one document per page view or share (dates as Timestamps). */
export function firestoreVisitorEventStore(db: Firestore): VisitorEventStore {
  return {
    async addPageView(view) {
      await db.collection(PAGE_VIEWS).add(toDocument(pageViewEntity, view));
    },
    async addShare(share) {
      await db.collection(SOCIAL_SHARES).add(toDocument(socialShareEntity, share));
    },
  };
}
