/**
 * Who may do what to which Firestore collection: one table that the demo backend's permission
 * checks read and that tests/emulators/firestore-rules-access.test.ts holds, row by row,
 * against firestore.rules on the emulator (allowed rows succeed, denied rows fail). Anything
 * the table does not grant is denied, as in Firestore.
 */

/** The people the rules tell apart, from least to most trusted. */
export const ACCESS_ROLES = [
  'visitor',
  'reader',
  'verified-reader',
  'subscriber',
  'admin',
] as const;
/**
 * - visitor: not signed in;
 * - reader: signed in, e-mail not verified (anyone can type someone else's address);
 * - verified-reader: signed in with a verified e-mail;
 * - subscriber: a verified reader whose address is a confirmed subscriber;
 * - admin: the custom claim `admin: true` and the document admins/{uid}.
 */
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** Firestore's operations: `get` one document, `list` a query, and the three writes. */
export const ACCESS_OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type AccessOperation = (typeof ACCESS_OPERATIONS)[number];

/**
 * Which documents a row is about:
 * - public / hidden: content in its public status (published; active for prompts) or not;
 * - scheduled: content waiting for its time (domain/schedule.ts), tried with a time already
 *   past: until the scheduler has published it, it is hidden like a draft;
 * - own / others: the asker's own document (users/{their uid}, subscriber rows with their
 *   e-mail) or someone else's; a visitor has no own documents;
 * - any: the collection makes no such difference.
 * A `list` row is a query for exactly those documents (status == public, email == own, ...).
 */
export type AccessScope = 'public' | 'hidden' | 'scheduled' | 'own' | 'others' | 'any';

export const ACCESS_COLLECTIONS = [
  'essays',
  'articles',
  'resources',
  'subscribers',
  'users',
  'page_views',
  'social_shares',
  'contacts',
  'contact_security_events',
  'rate_limits',
  'mail',
  'admins',
  // The audience side of the CMS (issue 13): newsletters sent and the analytics rollups.
  'newsletters',
  'analytics_daily',
  'analytics_totals',
  'analytics_markers',
  // Issue 25: a day's counter shards before foldAnalytics sums them, and each address's run of
  // failed deliveries (the bounce handling).
  'analytics_shards',
  'mail_health',
  // The CMS (issue 12): kept earlier versions of essays and dispatches (the subcollections
  // essays/{id}/versions and articles/{id}/versions) and the slug claims that keep slugs unique.
  'content_versions',
  'slug_claims',
  // Scheduled publishing (issue 29): newsletters waiting for their time.
  'scheduled_newsletters',
] as const;
export type AccessCollection = (typeof ACCESS_COLLECTIONS)[number];

type Grants = Partial<Record<AccessOperation, Partial<Record<AccessScope, readonly AccessRole[]>>>>;

/** One collection's scopes and what each operation grants to whom in each. */
export interface CollectionAccess {
  scopes: readonly AccessScope[];
  grants: Grants;
}

const EVERYONE = ACCESS_ROLES;
const SIGNED_IN: readonly AccessRole[] = ['reader', 'verified-reader', 'subscriber', 'admin'];
const VERIFIED: readonly AccessRole[] = ['verified-reader', 'subscriber', 'admin'];
const ADMIN: readonly AccessRole[] = ['admin'];

// Content: everyone reads what is public; admins read everything and write (the CMS). A
// scheduled piece is the admins' alone until the scheduler publishes it, even past its time.
const CONTENT: CollectionAccess = {
  scopes: ['public', 'hidden', 'scheduled'],
  grants: {
    get: { public: EVERYONE, hidden: ADMIN, scheduled: ADMIN },
    list: { public: EVERYONE, hidden: ADMIN, scheduled: ADMIN },
    create: { public: ADMIN, hidden: ADMIN, scheduled: ADMIN },
    update: { public: ADMIN, hidden: ADMIN, scheduled: ADMIN },
    delete: { public: ADMIN, hidden: ADMIN, scheduled: ADMIN },
  },
};

// Written only by Cloud Functions (Admin SDK); admins read them in the CMS.
const ADMIN_READS: CollectionAccess = {
  scopes: ['any'],
  grants: { get: { any: ADMIN }, list: { any: ADMIN } },
};

// The CMS's bookkeeping: admins read, create and delete; a document is never changed.
const ADMIN_KEEPS: CollectionAccess = {
  scopes: ['any'],
  grants: {
    get: { any: ADMIN },
    list: { any: ADMIN },
    create: { any: ADMIN },
    delete: { any: ADMIN },
  },
};

// The Admin SDK's alone: no client, admin or not.
const NOBODY: CollectionAccess = { scopes: ['any'], grants: {} };

export const ACCESS_TABLE: Readonly<Record<AccessCollection, CollectionAccess>> = {
  essays: CONTENT,
  articles: CONTENT,
  resources: CONTENT,
  // Created only by the `subscribe` callable; a verified owner reads their rows (the unlock),
  // admins read all and change the status.
  subscribers: {
    scopes: ['own', 'others'],
    grants: {
      get: { own: VERIFIED, others: ADMIN },
      list: { own: VERIFIED, others: ADMIN },
      update: { own: ADMIN, others: ADMIN },
      delete: { own: ADMIN, others: ADMIN },
    },
  },
  // Profiles: the owner writes exactly {name}; admins read them; nobody deletes from a client.
  // A query for one's own profile (by document id) passes, like the get.
  users: {
    scopes: ['own', 'others'],
    grants: {
      get: { own: SIGNED_IN, others: ADMIN },
      list: { own: SIGNED_IN, others: ADMIN },
      create: { own: SIGNED_IN },
      update: { own: SIGNED_IN },
    },
  },
  page_views: ADMIN_READS,
  social_shares: ADMIN_READS,
  contacts: ADMIN_READS,
  contact_security_events: ADMIN_READS,
  rate_limits: NOBODY,
  admins: NOBODY,
  // Written only by Cloud Functions (sendNewsletter, subscribe, the rollup triggers); admins
  // read them: the newsletter history and its delivery counts, the Analytics tab. No client
  // writes them, so no one can fake a send, a delivery or a count. The rollups' per-event
  // markers are the functions' alone.
  mail: ADMIN_READS,
  newsletters: ADMIN_READS,
  analytics_daily: ADMIN_READS,
  analytics_totals: ADMIN_READS,
  analytics_markers: NOBODY,
  analytics_shards: NOBODY,
  mail_health: NOBODY,
  // Written by the CMS's save transaction next to the piece: a version is kept, never changed,
  // and deleted once it falls out of the last 20 (or with its piece).
  content_versions: ADMIN_KEEPS,
  // slug_claims/{collection}:{slug} = {docId}: created and deleted in the save transaction.
  slug_claims: ADMIN_KEEPS,
  // Written only by scheduleNewsletter and publishScheduled; admins list them in the CMS.
  scheduled_newsletters: ADMIN_READS,
};

/** Whether `role` may do `operation` on `collection`'s documents of `scope`. */
export function isAllowed(
  collection: AccessCollection,
  role: AccessRole,
  operation: AccessOperation,
  scope: AccessScope,
): boolean {
  if (role === 'visitor' && scope === 'own') return false;
  return ACCESS_TABLE[collection].grants[operation]?.[scope]?.includes(role) ?? false;
}

/** One row of the table, expanded: every collection × scope × operation × role. */
export interface AccessRow {
  collection: AccessCollection;
  scope: AccessScope;
  operation: AccessOperation;
  role: AccessRole;
  allowed: boolean;
}

/** Every row, denied ones included (a visitor has no own documents, so no such rows). */
export function accessRows(): AccessRow[] {
  return ACCESS_COLLECTIONS.flatMap((collection) =>
    ACCESS_TABLE[collection].scopes.flatMap((scope) =>
      ACCESS_OPERATIONS.flatMap((operation) =>
        ACCESS_ROLES.filter((role) => !(role === 'visitor' && scope === 'own')).map((role) => ({
          collection,
          scope,
          operation,
          role,
          allowed: isAllowed(collection, role, operation, scope),
        })),
      ),
    ),
  );
}

/** The status that makes a piece public: what the public queries filter on. */
export const PUBLIC_STATUS = {
  essays: 'published',
  articles: 'published',
  resources: 'active',
} as const satisfies Partial<Record<AccessCollection, string>>;

/** The scope of a content document. */
export function contentScope(
  collection: keyof typeof PUBLIC_STATUS,
  doc: { status: string },
): 'public' | 'hidden' | 'scheduled' {
  if (doc.status === PUBLIC_STATUS[collection]) return 'public';
  return doc.status === 'scheduled' ? 'scheduled' : 'hidden';
}

/** The role of someone, from what the rules can see of them. */
export function accessRoleOf(
  who: { emailVerified: boolean; isAdmin: boolean } | null,
  confirmedSubscriber = false,
): AccessRole {
  if (!who) return 'visitor';
  if (who.isAdmin) return 'admin';
  if (!who.emailVerified) return 'reader';
  return confirmedSubscriber ? 'subscriber' : 'verified-reader';
}
