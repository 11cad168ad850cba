import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import {
  recordDelivery,
  type AddressHealth,
  type DeliveryDeps,
} from '../../src/domain/mail-bounces.ts';
import { MAIL_COLLECTION, MAIL_TTL_MS, type DeliveryState } from '../../src/domain/mail.ts';
import { adminDb, ensureAdminApp } from './admin-app.ts';
import { firestoreLinkStore } from './subscriber-store.ts';
import { toDate } from './timestamps.ts';

/** `mail_health/{hash of the address}`: how an address's deliveries went (the functions' alone). */
export const MAIL_HEALTH = 'mail_health';

/** The health document's id: a hash, so the collection names no address in its ids. */
export function healthId(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 40);
}

/** `DeliveryDeps` on Firestore: the address's health changed in a transaction. */
export function firestoreDeliveryDeps(db: Firestore, now: () => Date): DeliveryDeps {
  return {
    store: firestoreLinkStore(db),
    now,
    updateHealth: (email, change) =>
      db.runTransaction(async (tx) => {
        const ref = db.collection(MAIL_HEALTH).doc(healthId(email));
        const data = (await tx.get(ref)).data() ?? {};
        const health: AddressHealth = {
          email,
          failuresRunning: typeof data.failuresRunning === 'number' ? data.failuresRunning : 0,
          counted: Array.isArray(data.counted)
            ? data.counted.filter((id) => typeof id === 'string')
            : [],
        };
        const next = change(health);
        if (next.health !== health) tx.set(ref, { ...next.health, updatedAt: Timestamp.now() });
        return { bounced: next.bounced };
      }),
  };
}

interface MailSnapshot {
  to?: unknown;
  delivery?: { state?: DeliveryState; endTime?: unknown; error?: unknown };
}

/**
 * A mail document changed: when the extension has just written a final state (SUCCESS or
 * ERROR), its `expireAt` moves to 30 days after the delivery ended, and the delivery counts for
 * its address (mail-bounces.ts: three failures running mark it bounced). Our own write of
 * `expireAt` changes no state, so it does nothing when it comes back here.
 */
export async function mailDeliveryHandler(
  db: Firestore,
  mailId: string,
  before: MailSnapshot | undefined,
  after: MailSnapshot | undefined,
  now: () => Date,
): Promise<void> {
  const state = after?.delivery?.state;
  if (state === before?.delivery?.state || (state !== 'SUCCESS' && state !== 'ERROR')) return;
  const ended = toDate(after?.delivery?.endTime) ?? now();
  await db
    .collection(MAIL_COLLECTION)
    .doc(mailId)
    .update({ expireAt: Timestamp.fromMillis(ended.getTime() + MAIL_TTL_MS) });
  // A mail to several addresses (none of ours is) says nothing of one of them.
  if (typeof after?.to !== 'string') return;
  const error = after.delivery?.error;
  await recordDelivery(
    mailId,
    { to: after.to, delivery: { state, error: typeof error === 'string' ? error : null } },
    firestoreDeliveryDeps(db, now),
  );
}

ensureAdminApp();

/** Trigger on `mail` updates: the TTL after delivery, and bounces from failed deliveries. */
export const onMailDelivery = onDocumentUpdated(
  { document: `${MAIL_COLLECTION}/{id}`, retry: true, maxInstances: 10 },
  async (event) => {
    const change = event.data;
    if (!change) return;
    await mailDeliveryHandler(
      adminDb(),
      event.params.id,
      change.before.data() as MailSnapshot | undefined,
      change.after.data() as MailSnapshot | undefined,
      () => new Date(),
    );
  },
);
