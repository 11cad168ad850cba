import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { onDocumentCreated, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { NO_KNOWN_SLUGS, type KnownSlugs } from '../../src/domain/analytics/page-routes.ts';
import {
  ANALYTICS_DAILY,
  ANALYTICS_MARKERS,
  ANALYTICS_TOTALS,
  ANALYTICS_TOTALS_ID,
  MARKER_TTL_MS,
  rollupDelta,
  type RollupEvent,
} from '../../src/domain/analytics/rollup.ts';
import {
  ANALYTICS_SHARDS,
  SHARD_TTL_MS,
  shardId,
  shardOf,
} from '../../src/domain/analytics/shards.ts';
import { readEntity } from '../../src/domain/entities/entity.ts';
import {
  pageViewEntity,
  socialShareEntity,
  subscriberEntity,
} from '../../src/domain/entities/visitor.ts';
import { adminDb, ensureAdminApp } from './admin-app.ts';
import { isAlreadyExists } from './already-exists.ts';
import { knownSlugsCache } from './known-slugs.ts';

/** Where the rollups live (tests point them at collections of their own). */
export interface RollupTarget {
  daily: CollectionReference;
  totals: DocumentReference;
  markers: CollectionReference;
  shards: CollectionReference;
}

/** The real rollup collections. */
export function rollupTarget(db: Firestore): RollupTarget {
  return {
    daily: db.collection(ANALYTICS_DAILY),
    totals: db.collection(ANALYTICS_TOTALS).doc(ANALYTICS_TOTALS_ID),
    markers: db.collection(ANALYTICS_MARKERS),
    shards: db.collection(ANALYTICS_SHARDS),
  };
}

/**
 * Counts one event exactly once: one batch creates the event's marker and increments one shard
 * of its day (the counter and its map entry; analytics-fold.ts sums the shards into the day and
 * the totals every minute). A retried delivery finds the marker, create() fails and the whole
 * batch with it, so nothing is counted twice; no read, no transaction, and with 256 shards a
 * day no document takes more than about one write a second at 100 events a second. Resolves
 * whether this delivery counted it.
 */
export async function countRollupEvent(
  db: Firestore,
  target: RollupTarget,
  markerId: string,
  event: RollupEvent,
  known: KnownSlugs,
): Promise<boolean> {
  const delta = rollupDelta(event, known);
  const increment = FieldValue.increment(1);
  const batch = db.batch();
  batch.create(target.markers.doc(markerId), {
    at: Timestamp.fromDate(event.at),
    expireAt: Timestamp.fromMillis(event.at.getTime() + MARKER_TTL_MS),
  });
  batch.set(
    target.shards.doc(shardId(delta.day, shardOf(markerId))),
    {
      day: delta.day,
      [delta.counter]: increment,
      ...(delta.entry ? { [delta.entry.map]: { [delta.entry.key]: increment } } : {}),
      // The fold finds the days to sum by the shards written since it last ran.
      updatedAt: FieldValue.serverTimestamp(),
      expireAt: Timestamp.fromMillis(Date.parse(delta.day) + SHARD_TTL_MS),
    },
    { merge: true },
  );
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

let knownSlugs: ReturnType<typeof knownSlugsCache> | null = null;

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
      const counted = toEvent(snap.data());
      // Only a page view is counted under a page, so only it needs the published slugs.
      knownSlugs ??= knownSlugsCache(db);
      const known =
        counted.kind === 'page_view' ? await knownSlugs(counted.pagePath) : NO_KNOWN_SLUGS;
      await countRollupEvent(db, rollupTarget(db), `${collection}-${snap.id}`, counted, known);
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
