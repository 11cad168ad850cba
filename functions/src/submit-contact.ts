import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { handleSubmitContact } from '../../src/domain/contact.ts';
import { adminDb } from './admin-app.ts';
import { OPEN_CALLABLE } from './callable-options.ts';
import { clientIp, ipKeysOf } from './client-ip.ts';
import { firestoreContactStore } from './contact-store.ts';
import { toHttpsError } from './https-error.ts';
import { contactIpSalt, ipSalt } from './ip-salt.ts';
import { firestoreRateLimitStore } from './rate-limit-store.ts';

export interface SubmitContactDeps {
  db: Firestore;
  now: () => Date;
  /** The caller's IP; only its salted hash is stored. */
  ip: string;
  salt: string;
}

/** Stores a contact message: validated, at most 5 per IP per hour, every attempt counted. */
export function submitContactHandler(
  data: unknown,
  deps: SubmitContactDeps,
): Promise<{ id: string }> {
  return handleSubmitContact(data, {
    store: firestoreContactStore(deps.db),
    limits: firestoreRateLimitStore(deps.db),
    now: deps.now,
    ...ipKeysOf(deps.salt, deps.ip),
  });
}

/** Callable `submitContact`: the contact form, open to anonymous visitors. */
export const submitContact = onCall(
  { ...OPEN_CALLABLE, secrets: [contactIpSalt] },
  async (request) => {
    try {
      return await submitContactHandler(request.data, {
        db: adminDb(),
        now: () => new Date(),
        ip: clientIp(request.rawRequest),
        salt: ipSalt(),
      });
    } catch (error) {
      throw toHttpsError(error, 'submitContact');
    }
  },
);
