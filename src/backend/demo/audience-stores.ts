import { NO_KNOWN_SLUGS, type KnownSlugs } from '../../domain/analytics/page-routes.ts';
import {
  ANALYTICS_TOTALS_ID,
  applyRollup,
  emptyDay,
  rollupDelta,
  type RollupEvent,
} from '../../domain/analytics/rollup.ts';
import { headerSafe, type MailQueue } from '../../domain/mail.ts';
import type { SubscriptionLinkStore } from '../../domain/subscription-links.ts';
import type { LinkSigner } from '../../domain/subscription-tokens.ts';
import type { DemoDatabase } from './database.ts';
import type { DemoCollections } from './records.ts';

/**
 * The demo's stand-ins for what the Cloud Functions keep on Firestore for the audience side:
 * the mail queue, the subscription links' rows, newsletters and the analytics rollups (which
 * Firestore triggers keep on Firebase and the demo updates as it stores each event). The
 * visitor's calls use them, so they stay light: the newsletter's store lives with the CMS.
 */

// The demo has no server to keep a secret on: its links are signed so that they behave like the
// real ones (a changed character is refused), not so that they are unforgeable.
const DEMO_LINK_KEY = 'edge-navigator-demo-links';

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

let key: Promise<CryptoKey> | undefined;

/** HMAC-SHA256 under the demo's key, hex. */
export const demoLinkSigner: LinkSigner = async (message) => {
  key ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(DEMO_LINK_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(message)));
};

/** SHA-256 of text, hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Where the demo's e-mail links point: this site (a fixed address where there is no page). */
export function demoSiteUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost:5173' : location.origin;
}

/** The mail queue: create-only by id, as Firestore's create() is. */
export function createDemoMailQueue(db: DemoDatabase): MailQueue {
  return {
    queue: (mails) =>
      db.mutate('mail', (stored) => {
        const taken = new Set(stored.map((mail) => mail.id));
        let created = 0;
        for (const { id, mail } of mails) {
          if (taken.has(id)) continue;
          stored.push({ id, ...structuredClone(headerSafe(mail)) });
          taken.add(id);
          created += 1;
        }
        return created;
      }),
  };
}

/** The rows a subscription link changes. */
export function createDemoLinkStore(db: DemoDatabase): SubscriptionLinkStore {
  return {
    get: async (id) => (await db.list('subscribers')).find((row) => row.id === id) ?? null,
    findByEmail: async (email) =>
      (await db.list('subscribers')).filter((row) => row.email === email),
    update: (id, fields) =>
      db.mutate('subscribers', (rows) => {
        const row = rows.find((r) => r.id === id);
        if (row) Object.assign(row, fields);
      }),
  };
}

/** The published slugs a page view may be counted under, as the functions read them. */
async function knownSlugs(db: DemoDatabase): Promise<KnownSlugs> {
  const slugs = (rows: readonly { slug: string; status: string }[], status: string) =>
    new Set(rows.filter((row) => row.status === status).map((row) => row.slug));
  return {
    essays: slugs(await db.list('essays'), 'published'),
    dispatches: slugs(await db.list('articles'), 'published'),
    prompts: slugs(await db.list('resources'), 'active'),
  };
}

/**
 * Adds an event's document to `collection` together with what it adds to the
 * day's rollup and the totals, in one write: the delta the Firebase triggers add to a shard,
 * applied here at once (the demo has no hot documents to avoid, and so no fold to wait). One
 * write, because the demo's "server" is the visitor's tab: a page that navigates away between
 * two writes would keep the event and lose its count.
 */
export async function storeWithRollup<K extends 'page_views' | 'social_shares' | 'subscribers'>(
  db: DemoDatabase,
  collection: K,
  doc: DemoCollections[K],
  event: RollupEvent,
): Promise<void> {
  const known = event.kind === 'page_view' ? await knownSlugs(db) : NO_KNOWN_SLUGS;
  const delta = rollupDelta(event, known);
  await db.transact([collection, 'analytics_daily', 'analytics_totals'], (tx) => {
    tx.docs(collection).push(doc);
    const days = tx.docs('analytics_daily');
    let day = days.find((d) => d.id === delta.day);
    if (!day) days.push((day = { id: delta.day, ...emptyDay(delta.day) }));
    applyRollup(day, delta);
    const all = tx.docs('analytics_totals');
    let totals = all.find((t) => t.id === ANALYTICS_TOTALS_ID);
    if (!totals)
      all.push((totals = { id: ANALYTICS_TOTALS_ID, pageViews: 0, shares: 0, signups: 0 }));
    totals[delta.counter] += 1;
  });
}
