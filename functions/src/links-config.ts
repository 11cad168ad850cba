import { createHmac } from 'node:crypto';
import { defineSecret, defineString } from 'firebase-functions/params';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';

// The key that signs the links in subscription e-mails (confirm, unsubscribe). A secret: whoever
// holds it can unsubscribe or confirm anyone. Set it once per project with
// `firebase functions:secrets:set SUBSCRIPTION_LINK_SECRET` (any long random string); changing
// it makes every link sent before it refused. The Functions emulator has no Secret Manager, so
// there (and only there) a fixed development key stands in, as for the IP salt.
export const subscriptionLinkSecret = defineSecret('SUBSCRIPTION_LINK_SECRET');
export const EMULATOR_LINK_SECRET = 'edge-navigator-emulator-links';

// The site the links open, e.g. https://edge-navigator.example (no trailing slash needed). A
// parameter, never the caller's Origin header: a caller could otherwise have us e-mail a
// stranger a link to a site of their choosing.
export const siteUrlParam = defineString('SITE_URL', {
  description: 'The address of the site, e.g. https://edge-navigator.example',
});

/** HMAC-SHA256 under the signing key; throws when the secret is missing outside the emulator. */
export function linkSigner(): LinkSigner {
  const key =
    process.env.FUNCTIONS_EMULATOR === 'true'
      ? process.env[subscriptionLinkSecret.name] || EMULATOR_LINK_SECRET
      : subscriptionLinkSecret.value();
  if (!key) throw new Error('The SUBSCRIPTION_LINK_SECRET secret is not set.');
  return async (message) => createHmac('sha256', key).update(message).digest('hex');
}

/** The site's address for links. */
export function siteUrl(): string {
  const url = siteUrlParam.value();
  if (!url) throw new Error('The SITE_URL parameter is not set.');
  return url;
}
