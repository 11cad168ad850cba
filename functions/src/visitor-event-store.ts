import type { Firestore } from 'firebase-admin/firestore';
import type { VisitorEventStore } from '../../src/domain/visitor-events.ts';
import { toTimestamp } from './timestamps.ts';

export const PAGE_VIEWS = 'page_views';
export const SOCIAL_SHARES = 'social_shares';

/** `VisitorEventStore` on Firestore: one document per page view or share. */
export function firestoreVisitorEventStore(db: Firestore): VisitorEventStore {
  return {
    async addPageView(view) {
      await db.collection(PAGE_VIEWS).add({
        pagePath: view.pagePath,
        pageTitle: view.pageTitle,
        referrer: view.referrer,
        userAgent: view.userAgent,
        sessionId: view.sessionId,
        createdAt: toTimestamp(view.createdAt),
      });
    },
    async addShare(share) {
      await db.collection(SOCIAL_SHARES).add({
        platform: share.platform,
        pagePath: share.pagePath,
        createdAt: toTimestamp(share.createdAt),
      });
    },
  };
}
