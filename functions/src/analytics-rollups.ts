import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { onDocumentCreated, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  ANALYTICS_DAILY,
  ANALYTICS_MARKERS,
  ANALYTICS_TOTALS,
  ANALYTICS_TOTALS_ID,
  MARKER_TTL_MS,
  rollupDelta,
  type RollupEvent,
} from '../../src/domain/analytics/rollup.ts';
import { readEntity } from '../../src/domain/entities/entity.ts';
import {
  pageViewEntity,
  socialShareEntity,
  subscriberEntity,
} from '../../src/domain/entities/visitor.ts';
import { adminDb, ensureAdminApp } from './admin-app.ts';
import { isAlreadyExists } from './already-exists.ts';

/** Where the rollups live (tests point the totals elsewhere). */
export interface RollupTarget {
  daily: CollectionReference;
  totals: DocumentReference;
  markers: CollectionReference;
}

/** The real rollup collections. */
export function rollupTarget(db: Firestore): RollupTarget {
  return {
    daily: db.collection(ANALYTICS_DAILY),
    totals: db.collection(ANALYTICS_TOTALS).doc(ANALYTICS_TOTALS_ID),
    markers: db.collection(ANALYTICS_MARKERS),
  };
}

/**
 * Counts one event exactly once: one batch creates the event's marker and increments the day's
 * counter, its map entry and the total. A retried delivery finds the marker, create() fails and
 * the whole batch with it, so nothing is counted twice; no read, no transaction, so events of
 * one day never queue on a lock. Resolves whether this delivery counted it.
 */
export async function countRollupEvent(
  db: Firestore,
  target: RollupTarget,
  markerId: string,
  event: RollupEvent,
): Promise<boolean> {
  const delta = rollupDelta(event);
  const increment = FieldValue.increment(1);
  const batch = db.batch();
  batch.create(target.markers.doc(markerId), {
    at: Timestamp.fromDate(event.at),
    expireAt: Timestamp.fromMillis(event.at.getTime() + MARKER_TTL_MS),
  });
  batch.set(
    target.daily.doc(delta.day),
    {
      date: delta.day,
      [delta.counter]: increment,
      ...(delta.entry ? { [delta.entry.map]: { [delta.entry.key]: increment } } : {}),
    },
    { merge: true },
  );
  batch.set(target.totals, { [delta.counter]: increment }, { merge: true });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

// firebase-functions builds a Firestore trigger's snapshot on the default Admin app before the
// handler runs, so the app must exist by then.
ensureAdminApp();

type Created = FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>;

/** A trigger that counts each created document of `collection` as `toEvent` reads it. */
function rollupTrigger(
  collection: string,
  toEvent: (data: Record<string, unknown>) => RollupEvent,
) {
  // Retried on failure (a contended write, a cold start timing out): the marker makes it safe.
  return onDocumentCreated(
    { document: `${collection}/{id}`, retry: true, maxInstances: 10 },
    async (event: Created) => {
      const snap = event.data;
      if (!snap) return;
      const db = adminDb();
      await countRollupEvent(
        db,
        rollupTarget(db),
        `${collection}-${snap.id}`,
        toEvent(snap.data()),
      );
    },
  );
}

/** Keeps the page-view rollups. */
export const rollupPageView = rollupTrigger('page_views', (data) => {
  const view = readEntity(pageViewEntity, '', data);
  return { kind: 'page_view', pagePath: view.pagePath, at: view.createdAt };
});

/** Keeps the share rollups. */
export const rollupShare = rollupTrigger('social_shares', (data) => {
  const share = readEntity(socialShareEntity, '', data);
  return { kind: 'share', platform: share.platform, at: share.createdAt };
});

/** Keeps the daily sign-up rollups. */
export const rollupSignup = rollupTrigger('subscribers', (data) => ({
  kind: 'signup',
  at: readEntity(subscriberEntity, '', data).createdAt,
}));
