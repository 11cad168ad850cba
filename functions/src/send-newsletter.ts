import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { mailMarkdownToHtml } from '../../src/domain/markdown.ts';
import {
  handleSendNewsletter,
  type NewsletterSendResult,
  type SendNewsletterDeps as DomainSendDeps,
} from '../../src/domain/newsletter/send.ts';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';
import { adminDb } from './admin-app.ts';
import { serverSanitizer } from './html-sanitizer.ts';
import { toHttpsError } from './https-error.ts';
import { linkSigner, siteUrl, subscriptionLinkSecret } from './links-config.ts';
import { firestoreMailQueue } from './mail-queue.ts';
import { firestoreNewsletterStore } from './newsletter-store.ts';
import { ADMIN_CALLABLE, requireAdmin } from './require-admin.ts';

export interface SendNewsletterDeps {
  db: Firestore;
  now: () => Date;
  sign: LinkSigner;
  siteUrl: string;
  adminUid: string;
}

/** SHA-256, hex: what newsletter and e-mail ids are made of. */
export const sha256Hex = async (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a send needs on Firestore, but who asks: the stores, the signer, and the site's renderer
 * and sanitiser (over jsdom, loaded here, by the first send of the instance).
 */
export async function newsletterSendDeps(
  deps: Omit<SendNewsletterDeps, 'adminUid'>,
): Promise<Omit<DomainSendDeps, 'adminUid'>> {
  const sanitize = await serverSanitizer();
  return {
    store: firestoreNewsletterStore(deps.db),
    mail: firestoreMailQueue(deps.db),
    sign: deps.sign,
    hash: sha256Hex,
    renderHtml: (markdown) => sanitize(mailMarkdownToHtml(markdown)),
    now: deps.now,
    siteUrl: deps.siteUrl,
  };
}

/**
 * Sends a newsletter to the confirmed newsletter subscribers, exactly once per address: the
 * Markdown rendered to HTML with the site's renderer and sanitiser and to plain text, one
 * `mail` document per recipient with its own unsubscribe link (domain/newsletter/send.ts).
 */
export async function sendNewsletterHandler(
  data: unknown,
  deps: SendNewsletterDeps,
): Promise<NewsletterSendResult> {
  return handleSendNewsletter(data, {
    ...(await newsletterSendDeps(deps)),
    adminUid: deps.adminUid,
  });
}

/**
 * Callable `sendNewsletter`, admins only. Nine minutes and 1 GiB: 20,000 recipients are 20,000
 * documents written in chunks of 400 (the client waits as long).
 */
export const sendNewsletter = onCall(
  { ...ADMIN_CALLABLE, timeoutSeconds: 540, memory: '1GiB', secrets: [subscriptionLinkSecret] },
  async (request) => {
    try {
      const db = adminDb();
      const adminUid = await requireAdmin(request.auth, db);
      return await sendNewsletterHandler(request.data, {
        db,
        now: () => new Date(),
        sign: linkSigner(),
        siteUrl: siteUrl(),
        adminUid,
      });
    } catch (error) {
      throw toHttpsError(error, 'sendNewsletter');
    }
  },
);
