import type { CallableOptions } from 'firebase-functions/v2/https';

/**
 * Options of the callables anonymous visitors reach. App Check is enforced: a request without
 * a valid token from our web app is refused with 'unauthenticated' before the handler runs.
 * maxInstances bounds what a flood can cost: at the default concurrency of 80 requests per
 * instance, 10 instances serve 800 at once.
 */
export const OPEN_CALLABLE: CallableOptions = {
  cors: true,
  maxInstances: 10,
  enforceAppCheck: true,
};

/**
 * Options of the callables a signed e-mail link reaches (confirm, unsubscribe): no App Check.
 * The link's HMAC is their proof, and leaving the list must work from any browser, one that
 * blocks reCAPTCHA or runs no script from Google included.
 */
export const SIGNED_LINK_CALLABLE: CallableOptions = {
  cors: true,
  maxInstances: 10,
  enforceAppCheck: false,
};
