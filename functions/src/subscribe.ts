import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { handleSubscribe } from '../../src/domain/subscribe.ts';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';
import { adminDb } from './admin-app.ts';
import { OPEN_CALLABLE } from './callable-options.ts';
import { clientIp, ipKeysOf } from './client-ip.ts';
import { toHttpsError } from './https-error.ts';
import { contactIpSalt, ipSalt } from './ip-salt.ts';
import { linkSigner, siteUrl, subscriptionLinkSecret } from './links-config.ts';
import { firestoreMailQueue } from './mail-queue.ts';
import { firestoreRateLimitStore } from './rate-limit-store.ts';
import { firestoreSubscriberStore } from './subscriber-store.ts';

export interface SubscribeDeps {
  db: Firestore;
  now: () => Date;
  /** The caller's IP; only its salted hash is stored (on the rate-limit counter). */
  ip: string;
  salt: string;
  sign: LinkSigner;
  siteUrl: string;
}

/**
 * Subscribes a visitor to a list: validated, limited per IP, de-duplicated, always pending, and
 * the confirmation e-mail queued (double opt-in).
 */
export function subscribeHandler(data: unknown, deps: SubscribeDeps): Promise<void> {
  return handleSubscribe(data, {
    store: firestoreSubscriberStore(deps.db),
    limits: firestoreRateLimitStore(deps.db),
    now: deps.now,
    ...ipKeysOf(deps.salt, deps.ip),
    mail: firestoreMailQueue(deps.db),
    sign: deps.sign,
    siteUrl: deps.siteUrl,
  });
}

/** Callable `subscribe`: open to anonymous visitors (newsletter, waiting lists, early access). */
export const subscribe = onCall(
  { ...OPEN_CALLABLE, secrets: [contactIpSalt, subscriptionLinkSecret] },
  async (request) => {
    try {
      await subscribeHandler(request.data, {
        db: adminDb(),
        now: () => new Date(),
        ip: clientIp(request.rawRequest),
        salt: ipSalt(),
        sign: linkSigner(),
        siteUrl: siteUrl(),
      });
    } catch (error) {
      throw toHttpsError(error, 'subscribe');
    }
  },
);
