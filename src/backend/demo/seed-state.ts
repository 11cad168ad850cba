import {
  DEMO_ACCOUNTS,
  seedDispatches,
  seedEssays,
  seedPrompts,
  seedSubscribers,
} from '../seed/index.ts';
import { NO_KNOWN_SLUGS } from '../../domain/analytics/page-routes.ts';
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

// A fixed instant: the seed must not depend on the clock.
const ACCOUNTS_CREATED_AT = new Date('2026-04-01T08:00:00.000Z');

async function seedAccounts(): Promise<DemoAccount[]> {
  return Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({
      uid: account.uid,
      email: account.email,
      passwordHash: await hashPassword(account.uid, account.password),
      displayName: account.name,
      emailVerified: true,
      isAdmin: account.isAdmin,
      createdAt: ACCOUNTS_CREATED_AT,
    })),
  );
}

/** The rollups the seed's subscribers add up to, as if the triggers had counted each sign-up. */
function seedRollups(): { days: StoredDailyRollup[]; totals: StoredTotals[] } {
  const days = new Map<string, StoredDailyRollup>();
  for (const subscriber of seedSubscribers) {
    const delta = rollupDelta({ kind: 'signup', at: subscriber.createdAt }, NO_KNOWN_SLUGS);
    let day = days.get(delta.day);
    if (!day) days.set(delta.day, (day = { id: delta.day, ...emptyDay(delta.day) }));
    applyRollup(day, delta);
  }
  const totals = {
    id: ANALYTICS_TOTALS_ID,
    pageViews: 0,
    shares: 0,
    signups: seedSubscribers.length,
  };
  return { days: [...days.values()], totals: [totals] };
}

/** The initial database content: every collection, plus the version marker. */
export async function buildSeedEntries(): Promise<Array<readonly [string, unknown]>> {
  const rollups = seedRollups();
  const collections: SeedCollections = {
    essays: seedEssays,
    articles: seedDispatches,
    resources: seedPrompts,
    subscribers: seedSubscribers,
    users: Object.values(DEMO_ACCOUNTS).map((account) => ({ id: account.uid, name: account.name })),
    accounts: await seedAccounts(),
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
