import { createHash, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { isBackendError } from '../../src/domain/errors.ts';
import { markBounced, parseProviderEvents } from '../../src/domain/mail-bounces.ts';
import { adminDb } from './admin-app.ts';
import { firestoreLinkStore } from './subscriber-store.ts';

// The secret the mail provider's webhook sends (README: "Bounces and complaints"). Set it with
// `firebase functions:secrets:set MAIL_WEBHOOK_SECRET` (a long random string) and give the
// provider the same. The Functions emulator has no Secret Manager: a fixed key stands in there.
export const mailWebhookSecret = defineSecret('MAIL_WEBHOOK_SECRET');
export const EMULATOR_WEBHOOK_SECRET = 'edge-navigator-emulator-webhook';

/** What refusing a request without the right secret says (and nothing more). */
export const WEBHOOK_REFUSED = 'Unauthorized';

/** The secret a request presents: `X-Webhook-Secret`, a Bearer token, or a Basic password. */
export function presentedSecret(req: Pick<Request, 'get'>): string {
  const header = req.get('x-webhook-secret');
  if (header) return header;
  const authorization = req.get('authorization') ?? '';
  const [scheme = '', value = ''] = authorization.split(' ');
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return '';
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}

export interface WebhookDeps {
  db: Firestore;
  secret: string;
  now: () => Date;
}

/**
 * The provider's report of hard bounces and complaints: a POST of `{email, type: 'bounce' |
 * 'complaint'}` or a list of them, with the shared secret. Each address is marked bounced on
 * every list it is on (mail-bounces.ts). 401 without the secret, 400 for anything else.
 */
export async function mailWebhookHandler(
  req: Request,
  res: Response,
  deps: WebhookDeps,
): Promise<void> {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  if (!sameSecret(presentedSecret(req), deps.secret)) {
    res.set('WWW-Authenticate', 'Bearer').status(401).type('text/plain').send(WEBHOOK_REFUSED);
    return;
  }
  try {
    const events = parseProviderEvents(req.body);
    const store = firestoreLinkStore(deps.db);
    let marked = 0;
    for (const { email, type } of events) {
      marked += await markBounced(email, type, { store, now: deps.now });
    }
    res.status(200).json({ received: events.length, marked });
  } catch (error) {
    if (!isBackendError(error)) throw error;
    res.status(400).type('text/plain').send(error.message);
  }
}

/** The webhook's secret: the Functions secret, or the emulator's stand-in there only. */
function webhookSecret(): string {
  return process.env.FUNCTIONS_EMULATOR === 'true'
    ? process.env[mailWebhookSecret.name] || EMULATOR_WEBHOOK_SECRET
    : mailWebhookSecret.value();
}

/** HTTP function `mailProviderEvents`: the provider's bounce and complaint webhook. */
export const mailProviderEvents = onRequest(
  { maxInstances: 10, secrets: [mailWebhookSecret] },
  (req, res) =>
    mailWebhookHandler(req, res, { db: adminDb(), secret: webhookSecret(), now: () => new Date() }),
);
