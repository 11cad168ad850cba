import type { Firestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onCall } from 'firebase-functions/v2/https';
import { handleSubmitContact } from '../../src/domain/contact.ts';
import { clientIp, ipKeyOf } from './client-ip.ts';
import { firestoreContactStore } from './contact-store.ts';
import { adminDb } from './admin-app.ts';
import { OPEN_CALLABLE } from './callable-options.ts';
import { toHttpsError } from './https-error.ts';

// The salt is a secret, not a string param or the project id: IPv4 has only 2^32 addresses, so
// anyone who knows the salt could recover every IP from its hash by trying them all. Set it once
// per project with `firebase functions:secrets:set CONTACT_IP_SALT`. The Functions emulator has
// no Secret Manager, so there (and only there) a fixed development salt stands in.
export const contactIpSalt = defineSecret('CONTACT_IP_SALT');
export const EMULATOR_IP_SALT = 'edge-navigator-emulator-only';

/** The salt for IP keys; throws when the secret is missing outside the emulator. */
export function ipSalt(): string {
  const salt =
    process.env.FUNCTIONS_EMULATOR === 'true'
      ? process.env[contactIpSalt.name] || EMULATOR_IP_SALT
      : contactIpSalt.value();
  if (!salt) throw new Error('The CONTACT_IP_SALT secret is not set.');
  return salt;
}

export interface SubmitContactDeps {
  db: Firestore;
  now: () => Date;
  /** The caller's IP; only its salted hash is stored. */
  ip: string;
  salt: string;
}

/** Stores a contact message: validated, at most 5 per IP per hour, every attempt logged. */
export function submitContactHandler(
  data: unknown,
  deps: SubmitContactDeps,
): Promise<{ id: string }> {
  return handleSubmitContact(data, {
    store: firestoreContactStore(deps.db),
    now: deps.now,
    ipKey: ipKeyOf(deps.salt, deps.ip),
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
