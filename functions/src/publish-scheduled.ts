import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { LongformEntity } from '../../src/domain/cms/longform-save.ts';
import { readEntity, toDocument } from '../../src/domain/entities/entity.ts';
import { dispatchEntity, essayEntity } from '../../src/domain/entities/longform.ts';
import { promptEntity } from '../../src/domain/entities/prompt.ts';
import { sendDueNewsletters } from '../../src/domain/newsletter/schedule.ts';
import {
  activatedPrompt,
  isDue,
  publishedLongform,
  SCHEDULER_EVERY,
} from '../../src/domain/schedule.ts';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';
import type { Dispatch, Essay, Prompt } from '../../src/domain/types.ts';
import { adminDb } from './admin-app.ts';
import { linkSigner, siteUrl, subscriptionLinkSecret } from './links-config.ts';
import { firestoreScheduledNewsletters } from './scheduled-newsletter-store.ts';
import { newsletterSendDeps } from './send-newsletter.ts';

// Scheduled publishing (issue 29, src/domain/schedule.ts): every minute, each essay, dispatch
// and prompt whose time has come goes public, and each scheduled newsletter whose time has come
// is sent. Published documents are what the pages, lists, feeds, sitemap and search index read,
// so they all follow at once (the CDN's copies within their max-age).

// Any content entity (LongformEntity is the general Entity<ZodMiniObject>).
type Piece = Essay | Dispatch | Prompt;
const COLLECTIONS: readonly {
  name: string;
  entity: LongformEntity;
  publish: (p: never, at: Date) => Piece;
}[] = [
  { name: 'essays', entity: essayEntity, publish: publishedLongform },
  { name: 'articles', entity: dispatchEntity, publish: publishedLongform },
  { name: 'resources', entity: promptEntity, publish: activatedPrompt },
];

export interface PublishScheduledDeps {
  db: Firestore;
  now: () => Date;
  /** The newsletter's signer and site; asked only when a newsletter is due. */
  links: () => { sign: LinkSigner; siteUrl: string };
}

/** What one run did: the paths of the pieces it published and the newsletters it sent. */
export interface PublishScheduledResult {
  published: string[];
  newsletters: string[];
}

/** Publishes every due piece (each in its own transaction, so a run repeats nothing). */
async function publishDuePieces(db: Firestore, at: Date): Promise<string[]> {
  const published: string[] = [];
  for (const { name, entity, publish } of COLLECTIONS) {
    const due = await db
      .collection(name)
      .where('status', '==', 'scheduled')
      .where('scheduledAt', '<=', Timestamp.fromDate(at))
      .get();
    for (const doc of due.docs) {
      const done = await db.runTransaction(async (tx) => {
        const fresh = await tx.get(doc.ref);
        const piece = readEntity(entity, doc.id, fresh.data() ?? {}) as Piece;
        // Unscheduled, moved later or published since the query: nothing to do.
        if (!fresh.exists || !isDue(piece, at)) return false;
        tx.set(doc.ref, toDocument(entity, publish(piece as never, at) as never));
        return true;
      });
      if (done) published.push(`${name}/${doc.id}`);
    }
  }
  return published;
}

/** One run of the scheduler: the due pieces go public, then the due newsletters go out. */
export async function publishScheduledHandler({
  db,
  now,
  links,
}: PublishScheduledDeps): Promise<PublishScheduledResult> {
  const published = await publishDuePieces(db, now());
  const store = firestoreScheduledNewsletters(db);
  const newsletters = (await store.due(now())).length
    ? await sendDueNewsletters(store, await newsletterSendDeps({ db, now, ...links() }))
    : [];
  return { published, newsletters };
}

/**
 * `publishScheduled`, run by Cloud Scheduler every minute: a scheduled piece is public within a
 * minute of its time. Nine minutes and 1 GiB, as a newsletter send needs; one instance, so two
 * runs never overlap (and if they did, each piece's transaction and the send's ids keep it once).
 */
export const publishScheduled = onSchedule(
  {
    schedule: SCHEDULER_EVERY,
    timeZone: 'Etc/UTC',
    timeoutSeconds: 540,
    memory: '1GiB',
    maxInstances: 1,
    retryCount: 0,
    secrets: [subscriptionLinkSecret],
  },
  async () => {
    const result = await publishScheduledHandler({
      db: adminDb(),
      now: () => new Date(),
      links: () => ({ sign: linkSigner(), siteUrl: siteUrl() }),
    });
    if (result.published.length || result.newsletters.length)
      console.log('publishScheduled', result);
  },
);
