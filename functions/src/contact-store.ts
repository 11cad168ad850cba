import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { toDocument } from '../../src/domain/entities/entity.ts';
import { contactEntity } from '../../src/domain/entities/visitor.ts';
import { securityEventId, type ContactStore } from '../../src/domain/contact.ts';
import { toTimestamp } from './timestamps.ts';

export const CONTACTS = 'contacts';
export const CONTACT_SECURITY_EVENTS = 'contact_security_events';

/** `ContactStore` on Firestore: the messages and the security log. */
export function firestoreContactStore(db: Firestore): ContactStore {
  return {
    async saveContact(data) {
      const ref = await db.collection(CONTACTS).add(toDocument(contactEntity, data));
      return ref.id;
    },
    async countSecurityEvent(event) {
      // One write, no read: the merge keeps the fixed fields and the increment is applied by
      // the server, so concurrent events on one document never lose a count.
      await db
        .collection(CONTACT_SECURITY_EVENTS)
        .doc(securityEventId(event))
        .set(
          {
            action: event.action,
            ipKey: event.ipKey,
            windowStart: toTimestamp(event.windowStart),
            lastAt: toTimestamp(event.at),
            count: FieldValue.increment(1),
            expireAt: toTimestamp(event.expireAt),
          },
          { merge: true },
        );
    },
  };
}
