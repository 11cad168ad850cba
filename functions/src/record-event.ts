import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { handleRecordEvent } from '../../src/domain/visitor-events.ts';
import { adminDb } from './admin-app.ts';
import { OPEN_CALLABLE } from './callable-options.ts';
import { toHttpsError } from './https-error.ts';
import { firestoreVisitorEventStore } from './visitor-event-store.ts';

/** Stores a visitor's page view or share: exact shape, known platform, server time. */
export function recordEventHandler(
  data: unknown,
  deps: { db: Firestore; now: () => Date },
): Promise<void> {
  return handleRecordEvent(data, { store: firestoreVisitorEventStore(deps.db), now: deps.now });
}

/**
 * Callable `recordEvent`: the visitors' analytics writes. A callable rather than client writes
 * because Firestore rules cannot see App Check, and Firestore's own enforcement would put it on
 * every public read; the rules deny clients these collections.
 */
export const recordEvent = onCall(OPEN_CALLABLE, async (request) => {
  try {
    await recordEventHandler(request.data, { db: adminDb(), now: () => new Date() });
  } catch (error) {
    throw toHttpsError(error, 'recordEvent');
  }
});
