import { DEMO_ACCOUNTS, seedAsOf, trafficRollups, type DatedSeed } from '../seed/index.ts';
import { NO_KNOWN_SLUGS, type KnownSlugs } from '../../domain/analytics/page-routes.ts';
import {
  ANALYTICS_TOTALS_ID,
  applyRollup,
  emptyDay,
  rollupDelta,
} from '../../domain/analytics/rollup.ts';
import { hashPassword } from './password.ts';
import {
  DEMO_DATA_VERSION,
  META_KEY,
  type DemoAccount,
  type DemoCollections,
  type StoredDailyRollup,
  type StoredTotals,
} from './records.ts';

type SeedCollections = { [K in keyof DemoCollections]: DemoCollections[K][] };

async function seedAccounts(createdAt: Date): Promise<DemoAccount[]> {
  return Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({
      uid: account.uid,
      email: account.email,
      passwordHash: await hashPassword(account.uid, account.password),
      displayName: account.name,
      emailVerified: true,
      isAdmin: account.isAdmin,
      createdAt,
    })),
  );
}

/** The seed's published slugs, under which its page views are counted. */
function seedSlugs(seed: DatedSeed): KnownSlugs {
  const slugs = (rows: readonly { slug: string; status: string }[], status: string) =>
    new Set(rows.filter((row) => row.status === status).map((row) => row.slug));
  return {
    essays: slugs(seed.essays, 'published'),
    dispatches: slugs(seed.dispatches, 'published'),
    prompts: slugs(seed.prompts, 'active'),
  };
}

/**
 * The rollups the seed's subscribers, page views and shares add up to, as if the triggers had
 * counted each one.
 */
function seedRollups(seed: DatedSeed): { days: StoredDailyRollup[]; totals: StoredTotals[] } {
  const traffic = trafficRollups(seed.traffic, seedSlugs(seed));
  const days = new Map(traffic.days.map((day) => [day.date, { id: day.date, ...day }]));
  for (const subscriber of seed.subscribers) {
    const delta = rollupDelta({ kind: 'signup', at: subscriber.createdAt }, NO_KNOWN_SLUGS);
    let day = days.get(delta.day);
    if (!day) days.set(delta.day, (day = { id: delta.day, ...emptyDay(delta.day) }));
    applyRollup(day, delta);
  }
  const totals = { id: ANALYTICS_TOTALS_ID, ...traffic.totals, signups: seed.subscribers.length };
  return { days: [...days.values()], totals: [totals] };
}

/**
 * The initial database content, every collection plus the version marker, dated as of `day`
 * (the day the demo starts; by default the seed as written: tests keep its dates).
 */
export async function buildSeedEntries(day?: Date): Promise<Array<readonly [string, unknown]>> {
  const seed = seedAsOf(day);
  const rollups = seedRollups(seed);
  const collections: SeedCollections = {
    essays: seed.essays,
    articles: seed.dispatches,
    resources: seed.prompts,
    subscribers: seed.subscribers,
    users: Object.values(DEMO_ACCOUNTS).map((account) => ({ id: account.uid, name: account.name })),
    accounts: await seedAccounts(seed.accountsCreatedAt),
    // The month of traffic is in the rollups the Analytics tab reads, not as a thousand raw
    // events the store would copy on every write.
    page_views: [],
    social_shares: [],
    contacts: [],
    rate_limits: [],
    contact_security_events: [],
    mail: [],
    mail_health: [],
    newsletters: [],
    analytics_daily: rollups.days,
    analytics_totals: rollups.totals,
    outbox: [],
    content_versions: [],
    uploads: [],
    scheduled_newsletters: [],
  };
  // The store clones on write, so the exported seed arrays are never shared with stored data.
  return [[META_KEY, { version: DEMO_DATA_VERSION }], ...Object.entries(collections)];
}
