import { NO_KNOWN_SLUGS, type KnownSlugs } from '../../domain/analytics/page-routes.ts';
import {
  ANALYTICS_DAILY,
  ANALYTICS_MARKERS,
  ANALYTICS_TOTALS,
  ANALYTICS_TOTALS_ID,
  MARKER_TTL_MS,
  applyRollup,
  emptyDay,
  rollupDelta,
  type DailyRollup,
  type RollupEvent,
} from '../../domain/analytics/rollup.ts';
import { subscriberSearchTerms } from '../../domain/subscribers-admin.ts';
import { SUBSCRIBER_SOURCES, type SubscriberStatus } from '../../domain/types.ts';

/**
 * A large audience for measuring the CMS at scale on the emulators (`npm run emulators:seed --
 * --subscribers 20000 --page-views 100000`, and the measurement suite): subscribers spread over
 * a year, page views over the last 60 days, and the rollups and per-event markers the triggers
 * would have written for them, so a trigger that does run on these documents counts nothing
 * twice. The same input gives the same documents (a seeded generator, a fixed `now`).
 */

/** A document to write: its path and its fields (dates as Date). */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

const DAY_MS = 86_400_000;
const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Tim', 'Barbara'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Lee', 'Liskov'];
const PAGES = ['/', '/essays/the-edge-dilemma', '/prompts/edge-co-pilots', '/five-capabilities'];
/** The seed essay PAGES names, counted as its own page (the rest are fixed pages). */
const KNOWN: KnownSlugs = { ...NO_KNOWN_SLUGS, essays: new Set(['the-edge-dilemma']) };
const STATUSES: SubscriberStatus[] = [
  'confirmed',
  'confirmed',
  'confirmed',
  'pending',
  'unsubscribed',
];

/** A small deterministic generator (mulberry32): the same seed, the same audience. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

/** One counted event: its rollup and the marker its trigger leaves. */
class Rollups {
  private readonly days = new Map<string, DailyRollup>();
  private readonly totals = { pageViews: 0, shares: 0, signups: 0 };
  readonly markers: SeedDocument[] = [];

  count(markerId: string, event: RollupEvent): void {
    const delta = rollupDelta(event, KNOWN);
    let day = this.days.get(delta.day);
    if (!day) this.days.set(delta.day, (day = emptyDay(delta.day)));
    applyRollup(day, delta);
    this.totals[delta.counter] += 1;
    this.markers.push({
      path: `${ANALYTICS_MARKERS}/${markerId}`,
      data: { at: event.at, expireAt: new Date(event.at.getTime() + MARKER_TTL_MS) },
    });
  }

  documents(): SeedDocument[] {
    return [
      ...this.markers,
      ...[...this.days.values()].map((day) => ({
        path: `${ANALYTICS_DAILY}/${day.date}`,
        data: { ...day },
      })),
      { path: `${ANALYTICS_TOTALS}/${ANALYTICS_TOTALS_ID}`, data: { ...this.totals } },
    ];
  }
}

/**
 * `subscribers` subscribers created over the year before `now` (every status and source, with
 * their search terms) and `pageViews` page views over its last 60 days, with the rollups and
 * markers the triggers would have left for them.
 */
export function bulkAudience(options: {
  subscribers: number;
  pageViews: number;
  now: Date;
}): SeedDocument[] {
  const { now } = options;
  const next = random(options.subscribers * 31 + options.pageViews);
  const rollups = new Rollups();
  const documents: SeedDocument[] = [];
  for (let i = 0; i < options.subscribers; i += 1) {
    const id = `bulk-${String(i).padStart(6, '0')}`;
    const createdAt = new Date(now.getTime() - Math.floor(next() * 365 * DAY_MS));
    const status = pick(next, STATUSES);
    const name = next() < 0.8 ? `${pick(next, FIRST)} ${pick(next, LAST)}` : null;
    const email = `reader${String(i).padStart(6, '0')}@bulk${i % 50}.example`;
    documents.push({
      path: `subscribers/${id}`,
      data: {
        email,
        name,
        source: pick(next, SUBSCRIBER_SOURCES),
        status,
        createdAt,
        confirmedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 3_600_000),
        unsubscribedAt: status === 'unsubscribed' ? new Date(createdAt.getTime() + DAY_MS) : null,
        searchTerms: subscriberSearchTerms(email, name),
      },
    });
    rollups.count(`subscribers-${id}`, { kind: 'signup', at: createdAt });
  }
  for (let i = 0; i < options.pageViews; i += 1) {
    const id = `bulk-${String(i).padStart(7, '0')}`;
    const createdAt = new Date(now.getTime() - Math.floor(next() * 60 * DAY_MS));
    const pagePath = pick(next, PAGES);
    documents.push({
      path: `page_views/${id}`,
      data: {
        pagePath,
        pageTitle: 'EDGE Navigator',
        referrer: null,
        userAgent: 'bulk seed',
        sessionId: `bulk-${i % 5000}`,
        createdAt,
      },
    });
    rollups.count(`page_views-${id}`, { kind: 'page_view', pagePath, at: createdAt });
  }
  return [...documents, ...rollups.documents()];
}

/** A seed subscriber's fields with the search terms the CMS's search queries (no id). */
export function withSearchTerms<T extends { email: string; name: string | null }>(
  row: T,
): T & { searchTerms: string[] } {
  return { ...row, searchTerms: subscriberSearchTerms(row.email, row.name) };
}
