import type { Firestore } from 'firebase-admin/firestore';
import type { ContactStore } from '../../src/domain/contact.ts';
import { toDate, toTimestamp } from './timestamps.ts';

export const CONTACTS = 'contacts';
export const CONTACT_RATE_LIMITS = 'contact_rate_limits';
export const CONTACT_SECURITY_EVENTS = 'contact_security_events';

/** `ContactStore` on Firestore: a per-IP counter, the messages and the security log. */
export function firestoreContactStore(db: Firestore): ContactStore {
  return {
    consumeRateLimit(ipKey, windowStart, limit) {
      const ref = db.collection(CONTACT_RATE_LIMITS).doc(ipKey);
      // A transaction, so concurrent sends from one IP cannot both read the same count.
      return db.runTransaction(async (transaction) => {
        const current = (await transaction.get(ref)).data();
        const sameWindow = toDate(current?.windowStart)?.getTime() === windowStart.getTime();
        const count = sameWindow && typeof current?.count === 'number' ? current.count : 0;
        if (count >= limit) return false;
        transaction.set(ref, { windowStart: toTimestamp(windowStart), count: count + 1 });
        return true;
      });
    },
    async saveContact(data) {
      const ref = await db.collection(CONTACTS).add({
        name: data.name,
        email: data.email,
        company: data.company,
        message: data.message,
        ipKey: data.ipKey,
        createdAt: toTimestamp(data.createdAt),
      });
      return ref.id;
    },
    async recordSecurityEvent(event) {
      await db.collection(CONTACT_SECURITY_EVENTS).add({
        action: event.action,
        ipKey: event.ipKey,
        createdAt: toTimestamp(event.createdAt),
      });
    },
  };
}
