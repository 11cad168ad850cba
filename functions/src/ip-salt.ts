import { defineSecret } from 'firebase-functions/params';

// The salt is a secret, not a string param or the project id: IPv4 has only 2^32 addresses, so
// anyone who knows the salt could recover every IP from its hash by trying them all. Set it once
// per project with `firebase functions:secrets:set CONTACT_IP_SALT` (the contact form's and the
// sign-up forms' limits both key on it). The Functions emulator has no Secret Manager, so there
// (and only there) a fixed development salt stands in.
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
