import type { Firestore } from 'firebase-admin/firestore';
import { onCall, onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  handleConfirmSubscription,
  handleUnsubscribe,
  UNSUBSCRIBE_PATH,
} from '../../src/domain/subscription-links.ts';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';
import { isBackendError } from '../../src/domain/errors.ts';
import { adminDb } from './admin-app.ts';
import { SIGNED_LINK_CALLABLE } from './callable-options.ts';
import { toHttpsError } from './https-error.ts';
import { linkSigner, subscriptionLinkSecret } from './links-config.ts';
import { firestoreLinkStore } from './subscriber-store.ts';

export interface LinkDeps {
  db: Firestore;
  sign: LinkSigner;
  now: () => Date;
}

const tokenOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;

/** Follows a confirmation link (the page /confirm-subscription calls it). */
export function confirmSubscriptionHandler(data: unknown, deps: LinkDeps): Promise<void> {
  return handleConfirmSubscription(tokenOf(data), { ...deps, store: firestoreLinkStore(deps.db) });
}

/** Follows an unsubscribe link (the page /unsubscribe calls it, and the one-click endpoint). */
export function unsubscribeHandler(data: unknown, deps: LinkDeps): Promise<void> {
  return handleUnsubscribe(tokenOf(data), { ...deps, store: firestoreLinkStore(deps.db) });
}

const linkDeps = (): LinkDeps => ({ db: adminDb(), sign: linkSigner(), now: () => new Date() });
const LINK_CALLABLE = { ...SIGNED_LINK_CALLABLE, secrets: [subscriptionLinkSecret] };

/** Callable `confirmSubscription`: { token } from a confirmation e-mail. */
export const confirmSubscription = onCall(LINK_CALLABLE, async (request) => {
  try {
    await confirmSubscriptionHandler(request.data, linkDeps());
  } catch (error) {
    throw toHttpsError(error, 'confirmSubscription');
  }
});

/** Callable `unsubscribe`: { token } from the unsubscribe page's button. */
export const unsubscribe = onCall(LINK_CALLABLE, async (request) => {
  try {
    await unsubscribeHandler(request.data, linkDeps());
  } catch (error) {
    throw toHttpsError(error, 'unsubscribe');
  }
});

/**
 * RFC 8058 one-click unsubscribe, the target of every newsletter's List-Unsubscribe header
 * (Hosting rewrites /unsubscribe/one-click here). A mail app POSTs
 * `List-Unsubscribe=One-Click` and the address is unsubscribed at once; a browser's GET is
 * sent on to the page with a button, since link scanners fetch every URL in a mail.
 */
export async function oneClickHandler(req: Request, res: Response, deps: LinkDeps): Promise<void> {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.redirect(303, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'GET, HEAD, POST').status(405).send('Method Not Allowed');
    return;
  }
  try {
    await unsubscribeHandler({ token }, deps);
    res.status(200).type('text/plain').send('You have been unsubscribed.');
  } catch (error) {
    if (!isBackendError(error)) throw error;
    res.status(400).type('text/plain').send(error.message);
  }
}

/** HTTP function `unsubscribeOneClick`. */
export const unsubscribeOneClick = onRequest(
  { maxInstances: 10, secrets: [subscriptionLinkSecret] },
  (req, res) => oneClickHandler(req, res, linkDeps()),
);
