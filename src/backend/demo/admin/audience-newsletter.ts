import { assertAdminCaller } from '../../../domain/admin-only.ts';
import { mailMarkdownToHtml } from '../../../domain/markdown.ts';
import {
  deliveryCounts,
  historyEntry,
  NEWSLETTER_HISTORY_SIZE,
} from '../../../domain/newsletter/history.ts';
import {
  handleSendNewsletter,
  isNewsletterRecipient,
  type NewsletterStore,
} from '../../../domain/newsletter/send.ts';
import { createHtmlSanitizer } from '../../../domain/sanitize-policy.ts';
import type { AdminNewsletterApi } from '../../admin-audience-api.ts';
import { accessRoleOfUser, assertAllowed } from '../access.ts';
import type { DemoDatabase } from '../database.ts';
import { createDemoMailQueue, demoLinkSigner, demoSiteUrl, sha256Hex } from '../audience-stores.ts';
import type { DemoContext } from '../context.ts';

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

/** Whether the signed-in user is an admin as the server would see it. */
export async function assertDemoAdmin({ db, session }: DemoContext): Promise<void> {
  const user = session.current();
  const role = await accessRoleOfUser(db, user);
  assertAdminCaller({ signedIn: user !== null, admin: role === 'admin' });
}

/**
 * The Newsletter tab on the demo database: the same send handler as the `sendNewsletter`
 * function, rendering with the site's renderer and sanitiser (DOMPurify in this page).
 */
export function createDemoAdminNewsletter(ctx: DemoContext): AdminNewsletterApi {
  const { db, session, remote, now } = ctx;
  const asAdminReading = async (collection: 'subscribers' | 'newsletters' | 'mail') => {
    assertAllowed(
      collection,
      await accessRoleOfUser(db, session.current()),
      'list',
      collection === 'subscribers' ? 'others' : 'any',
    );
  };
  return {
    confirmedSubscribers: () =>
      remote(async () => {
        await asAdminReading('subscribers');
        return (await db.list('subscribers')).filter(isNewsletterRecipient).length;
      }),
    send: (input) =>
      remote(async () => {
        await assertDemoAdmin(ctx);
        const { default: DOMPurify } = await import('dompurify');
        const sanitize = createHtmlSanitizer(DOMPurify);
        return handleSendNewsletter(input, {
          store: createDemoNewsletterStore(db),
          mail: createDemoMailQueue(db),
          sign: demoLinkSigner,
          hash: sha256Hex,
          renderHtml: (markdown) => sanitize(mailMarkdownToHtml(markdown)),
          now,
          siteUrl: demoSiteUrl(),
          adminUid: session.current()?.uid ?? '',
        });
      }),
    history: () =>
      remote(async () => {
        await asAdminReading('newsletters');
        await asAdminReading('mail');
        const mail = await db.list('mail');
        return (await db.list('newsletters'))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .slice(0, NEWSLETTER_HISTORY_SIZE)
          .map((record) => {
            const states = mail
              .filter((m) => m.newsletterId === record.id)
              .map((m) => m.delivery?.state);
            const { delivered, failed } = deliveryCounts(states);
            return historyEntry(record, { delivered, failed });
          });
      }),
  };
}
