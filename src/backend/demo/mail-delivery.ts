import {
  markBounced,
  parseProviderEvents,
  recordDelivery,
  type AddressHealth,
  type DeliveryDeps,
} from '../../domain/mail-bounces.ts';
import type { DeliveryState } from '../../domain/mail.ts';
import { createDemoLinkStore } from './audience-stores.ts';
import type { DemoDatabase } from './database.ts';

/**
 * The demo's stand-ins for the Trigger Email extension's delivery reports and the mail
 * provider's webhook (functions/src/mail-delivery.ts and mail-webhook.ts on Firebase): the same
 * domain handlers (mail-bounces.ts), run at once. The console reaches them as
 * `edgeDemo.deliverMail(id, 'ERROR')` and `edgeDemo.reportBounce(email)`.
 */

/** `DeliveryDeps` on the demo database: the address's health in `mail_health`. */
function demoDeliveryDeps(db: DemoDatabase, now: () => Date): DeliveryDeps {
  return {
    store: createDemoLinkStore(db),
    now,
    updateHealth: (email, change) =>
      db.mutate('mail_health', (rows) => {
        const stored = rows.find((row) => row.id === email);
        const health: AddressHealth = stored ?? { email, failuresRunning: 0, counted: [] };
        const next = change(health);
        if (stored) Object.assign(stored, next.health);
        else rows.push({ id: email, ...next.health });
        return { bounced: next.bounced };
      }),
  };
}

/**
 * Writes a queued mail's delivery as the extension does (a final state ends it now, with the
 * error given) and counts it for its address as the `mail` trigger does. Resolves whether the
 * address was marked bounced; false for a mail that does not exist.
 */
export async function deliverDemoMail(
  db: DemoDatabase,
  mailId: string,
  state: DeliveryState,
  options: { error?: string; now?: () => Date } = {},
): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const error =
    options.error ?? (state === 'ERROR' ? '550 5.1.1 Recipient address rejected' : null);
  const mail = await db.mutate('mail', (mails) => {
    const found = mails.find((m) => m.id === mailId);
    if (found) found.delivery = { state, endTime: now(), error };
    return found;
  });
  if (!mail) return false;
  return recordDelivery(mailId, mail, demoDeliveryDeps(db, now));
}

/**
 * The provider webhook's body (`{email, type}` or a list), as the demo's webhook would take it:
 * each address marked bounced on every list. Resolves with how many rows changed.
 */
export async function reportDemoBounces(
  db: DemoDatabase,
  body: unknown,
  now: () => Date = () => new Date(),
): Promise<number> {
  let marked = 0;
  for (const { email, type } of parseProviderEvents(body)) {
    marked += await markBounced(email, type, { store: createDemoLinkStore(db), now });
  }
  return marked;
}
