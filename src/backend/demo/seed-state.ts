import {
  DEMO_ACCOUNTS,
  seedDispatches,
  seedEssays,
  seedPrompts,
  seedSubscribers,
} from '../seed/index.ts';
import { hashPassword } from './password.ts';
import { DEMO_DATA_VERSION, META_KEY, type DemoAccount, type DemoCollections } from './records.ts';

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

/** The initial database content: every collection, plus the version marker. */
export async function buildSeedEntries(): Promise<Array<readonly [string, unknown]>> {
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
    outbox: [],
    content_versions: [],
    uploads: [],
  };
  // The store clones on write, so the exported seed arrays are never shared with stored data.
  return [[META_KEY, { version: DEMO_DATA_VERSION }], ...Object.entries(collections)];
}
