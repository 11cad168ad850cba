import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { headerSafe, MAIL_COLLECTION, MAIL_TTL_MS, type MailQueue } from '../../src/domain/mail.ts';
import { isAlreadyExists } from './already-exists.ts';

/**
 * `MailQueue` on the `mail` collection the Trigger Email extension watches: every document is
 * created, never set, through a BulkWriter (batched, parallel, retried on contention); an id
 * that exists already fails its create() and is skipped, so a retry never sends twice. Each
 * carries `expireAt` for the TTL policy (MAIL_TTL_MS after creation; mail-delivery.ts moves it
 * to 30 days after delivery).
 */
export function firestoreMailQueue(db: Firestore): MailQueue {
  return {
    async queue(mails) {
      const writer = db.bulkWriter();
      // ALREADY_EXISTS is the answer we rely on, not a failure to retry.
      writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < 5);
      let created = 0;
      const writes = mails.map(({ id, mail }) =>
        writer
          .create(db.collection(MAIL_COLLECTION).doc(id), {
            ...headerSafe(mail),
            expireAt: Timestamp.fromMillis(mail.createdAt.getTime() + MAIL_TTL_MS),
          })
          .then(
            () => void (created += 1),
            (error: unknown) => {
              if (!isAlreadyExists(error)) throw error;
            },
          ),
      );
      await writer.close();
      await Promise.all(writes);
      return created;
    },
  };
}
