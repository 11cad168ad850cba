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
