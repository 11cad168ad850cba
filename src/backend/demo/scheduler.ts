import { sendDueNewsletters } from '../../domain/newsletter/schedule.ts';
import { activatedPrompt, duePieces, isDue, publishedLongform } from '../../domain/schedule.ts';
import type { Dispatch, Essay, Prompt } from '../../domain/types.ts';
import type { DemoDatabase } from './database.ts';

/**
 * The demo's publishScheduled (functions/src/publish-scheduled.ts): what is due goes public and
 * the due newsletters go out, with the same rules (domain/schedule.ts). There is no server to run
 * it every minute, so the backend runs it before every read of content (and the CMS's lists):
 * whoever looks after a piece's time sees it published, as on Firebase within the minute.
 * Runs one at a time; a run while one is under way waits for it.
 */
export function createDemoScheduler(db: DemoDatabase, now: () => Date): () => Promise<void> {
  let running: Promise<void> | null = null;

  async function publishPieces(at: Date) {
    const [essays, articles, resources] = await Promise.all([
      db.list('essays'),
      db.list('articles'),
      db.list('resources'),
    ]);
    // Most reads find nothing due: they cost no write.
    if (![...essays, ...articles, ...resources].some((piece) => isDue(piece, at))) return;
    await db.transact(['essays', 'articles', 'resources'], (tx) => {
      const publishAll = <T extends Essay | Dispatch | Prompt>(
        docs: T[],
        publish: (piece: T, at: Date) => T,
      ) => {
        for (const piece of duePieces(docs, at)) docs[docs.indexOf(piece)] = publish(piece, at);
      };
      publishAll(tx.docs('essays'), publishedLongform);
      publishAll(tx.docs('articles'), publishedLongform);
      publishAll(tx.docs('resources'), activatedPrompt);
    });
  }

  async function sendNewsletters(at: Date) {
    const due = (await db.list('scheduled_newsletters')).filter(
      (record) => record.scheduledAt.getTime() <= at.getTime(),
    );
    if (due.length === 0) return;
    // The send's code (DOMPurify, the mail) comes only when a newsletter is due.
    const stores = await import('./newsletter-stores.ts');
    await sendDueNewsletters(
      stores.demoScheduledNewsletters(db),
      await stores.demoNewsletterSend(db, now),
    );
  }

  return () =>
    (running ??= (async () => {
      const at = now();
      await publishPieces(at);
      await sendNewsletters(at);
    })().finally(() => (running = null)));
}
