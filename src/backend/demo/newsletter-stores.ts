import { mailMarkdownToHtml } from '../../domain/markdown.ts';
import type { ScheduledNewsletterStore } from '../../domain/newsletter/schedule.ts';
import {
  isNewsletterRecipient,
  type NewsletterStore,
  type SendNewsletterDeps,
} from '../../domain/newsletter/send.ts';
import { createHtmlSanitizer } from '../../domain/sanitize-policy.ts';
import { createDemoMailQueue, demoLinkSigner, demoSiteUrl, sha256Hex } from './audience-stores.ts';
import type { DemoDatabase } from './database.ts';

// The newsletter's stores in the demo database: the Send button's (the CMS) and the scheduler's
// (any page of the demo, when a scheduled newsletter's time has come).

/** Newsletters and their recipients. */
function createDemoNewsletterStore(db: DemoDatabase): NewsletterStore {
  return {
    begin: (record) =>
      db.mutate('newsletters', (records) => {
        const existing = records.find((r) => r.id === record.id);
        if (existing) return existing;
        records.push(record);
        return record;
      }),
    recipients: async (at) =>
      (await db.list('subscribers')).filter(
        (row) => isNewsletterRecipient(row) && row.confirmedAt !== null && row.confirmedAt <= at,
      ),
    finish: (id, fields) =>
      db.mutate('newsletters', (records) => {
        const record = records.find((r) => r.id === id);
        if (record) Object.assign(record, fields);
      }),
  };
}

/**
 * What a send needs in the demo but who asks: the stores, the demo's signer, and the site's
 * renderer and sanitiser (DOMPurify in this page, fetched with the first send).
 */
export async function demoNewsletterSend(
  db: DemoDatabase,
  now: () => Date,
): Promise<Omit<SendNewsletterDeps, 'adminUid'>> {
  const { default: DOMPurify } = await import('dompurify');
  const sanitize = createHtmlSanitizer(DOMPurify);
  return {
    store: createDemoNewsletterStore(db),
    mail: createDemoMailQueue(db),
    sign: demoLinkSigner,
    hash: sha256Hex,
    renderHtml: (markdown) => sanitize(mailMarkdownToHtml(markdown)),
    now,
    siteUrl: demoSiteUrl(),
  };
}

/** Scheduled newsletters, as `scheduled_newsletters` keeps them on Firebase. */
export function demoScheduledNewsletters(db: DemoDatabase): ScheduledNewsletterStore {
  return {
    wasSent: async (id) => (await db.list('newsletters')).some((record) => record.id === id),
    put: (record) =>
      db.mutate('scheduled_newsletters', (records) => {
        const at = records.findIndex((r) => r.id === record.id);
        if (at >= 0) records[at] = record;
        else records.push(record);
      }),
    due: async (now) =>
      (await db.list('scheduled_newsletters'))
        .filter((record) => record.scheduledAt.getTime() <= now.getTime())
        .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime()),
    remove: (id) =>
      db.mutate('scheduled_newsletters', (records) => {
        const at = records.findIndex((r) => r.id === id);
        if (at >= 0) records.splice(at, 1);
      }),
  };
}
