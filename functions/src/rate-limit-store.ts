import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimitStore } from '../../src/domain/rate-limit.ts';
import { isAlreadyExists } from './already-exists.ts';
import { toTimestamp } from './timestamps.ts';

/**
 * The per-IP limits' slots: `{scope}-{ipKey}-{windowStartMs}-{n}`, n = 1..limit, one document
 * per counted attempt; TTL on `expireAt` (the window's end) removes them.
 */
export const RATE_LIMITS = 'rate_limits';

/**
 * `RateLimitStore` on Firestore, without transactions: the window has `limit` slot documents
 * and an attempt counts by creating the first free one. create() is atomic, so each slot is
 * taken once and no window ever counts more than `limit`; concurrent attempts from one address
 * fall through to the next slot instead of queuing on one document's lock (a transaction on a
 * single counter took seconds to settle 50 concurrent sends, and could run out of retries).
 */
export function firestoreRateLimitStore(db: Firestore): RateLimitStore {
  return {
    async consume(counter, limit) {
      const window = `${counter.id}-${counter.windowStart.getTime()}`;
      const slots = Array.from({ length: limit }, (_, i) =>
        db.collection(RATE_LIMITS).doc(`${window}-${i + 1}`),
      );
      const taken = await db.getAll(...slots);
      for (const [i, slot] of slots.entries()) {
        if (taken[i]?.exists) continue;
        try {
          await slot.create({
            scope: counter.scope,
            windowStart: toTimestamp(counter.windowStart),
            slot: i + 1,
            expireAt: toTimestamp(counter.expireAt),
          });
          return true;
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
        }
      }
      return false;
    },
  };
}
