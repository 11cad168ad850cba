import { assertAdminCaller } from '../../../domain/admin-only.ts';
import { handleScheduleNewsletter } from '../../../domain/newsletter/schedule.ts';
import {
  deliveryCounts,
  historyEntry,
  NEWSLETTER_HISTORY_SIZE,
} from '../../../domain/newsletter/history.ts';
import { handleSendNewsletter, isNewsletterRecipient } from '../../../domain/newsletter/send.ts';
import type { AdminNewsletterApi } from '../../admin-audience-api.ts';
import { accessRoleOfUser, assertAllowed } from '../access.ts';
import { sha256Hex } from '../audience-stores.ts';
import type { DemoContext } from '../context.ts';
import { demoNewsletterSend, demoScheduledNewsletters } from '../newsletter-stores.ts';

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
  const asAdminReading = async (
    collection: 'subscribers' | 'newsletters' | 'mail' | 'scheduled_newsletters',
  ) => {
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
        return handleSendNewsletter(input, {
          ...(await demoNewsletterSend(db, now)),
          adminUid: session.current()?.uid ?? '',
        });
      }),
    schedule: (input) =>
      remote(async () => {
        await assertDemoAdmin(ctx);
        return handleScheduleNewsletter(input, {
          store: demoScheduledNewsletters(db),
          hash: sha256Hex,
          now,
          adminUid: session.current()?.uid ?? '',
        });
      }),
    unschedule: (id) =>
      remote(async () => {
        await assertDemoAdmin(ctx);
        await demoScheduledNewsletters(db).remove(id);
      }),
    scheduled: () =>
      remote(async () => {
        await ctx.publishDue();
        await asAdminReading('scheduled_newsletters');
        return (await db.list('scheduled_newsletters')).sort(
          (a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime(),
        );
      }),
    history: () =>
      remote(async () => {
        await ctx.publishDue();
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
