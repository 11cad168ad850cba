import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimitStore } from '../../src/domain/rate-limit.ts';
import { toDate, toTimestamp } from './timestamps.ts';

/** Per-IP counters of every limit (`{scope}-{ipKey}`); TTL on `expireAt` removes stale ones. */
export const RATE_LIMITS = 'rate_limits';

/** `RateLimitStore` on Firestore: one counter document per scope and address. */
export function firestoreRateLimitStore(db: Firestore): RateLimitStore {
  return {
    consume(counter, limit) {
      const ref = db.collection(RATE_LIMITS).doc(counter.id);
      // A transaction, so concurrent attempts from one address cannot both read the same count.
      return db.runTransaction(async (transaction) => {
        const current = (await transaction.get(ref)).data();
        const windowStart = counter.windowStart.getTime();
        const sameWindow = toDate(current?.windowStart)?.getTime() === windowStart;
        const count = sameWindow && typeof current?.count === 'number' ? current.count : 0;
        if (count >= limit) return false;
        transaction.set(ref, {
          scope: counter.scope,
          windowStart: toTimestamp(counter.windowStart),
          count: count + 1,
          expireAt: toTimestamp(counter.expireAt),
        });
        return true;
      });
    },
  };
}
