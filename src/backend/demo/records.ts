import type { DailyRollup, RollupTotals } from '../../domain/analytics/rollup.ts';
import type { Contact, SecurityAction } from '../../domain/contact.ts';
import type { AddressHealth } from '../../domain/mail-bounces.ts';
import type { MailDocument } from '../../domain/mail.ts';
import type { ScheduledNewsletter } from '../../domain/newsletter/schedule.ts';
import type { NewsletterRecord } from '../../domain/newsletter/send.ts';
import type { RateLimitRule } from '../../domain/rate-limit.ts';
import type {
  Dispatch,
  Essay,
  PageView,
  Profile,
  Prompt,
  SocialShare,
  Subscriber,
} from '../../domain/types.ts';

/*
 * Storage format of the demo backend (browser tests read it):
 *
 *   IndexedDB database 'edge-navigator-demo', object store 'collections' (an idb-keyval store:
 *   out-of-line string keys). One key per collection, named as in Firestore; its value is an
 *   array of documents (each with its `id`), dates stored as Date (structured clone):
 *     essays Essay[] · articles Dispatch[] · resources Prompt[] · subscribers Subscriber[]
 *     users Profile[] · page_views PageView[] · social_shares SocialShare[]
 *     contacts StoredContact[] · rate_limits RateLimitWindow[]
 *     contact_security_events StoredSecurityEvent[]
 *     mail StoredMail[] (the Trigger Email queue: confirmations and newsletters)
 *     mail_health StoredAddressHealth[] (id: the address; its deliveries, for bounces)
 *     newsletters NewsletterRecord[] · scheduled_newsletters ScheduledNewsletter[]
 *     analytics_daily StoredDailyRollup[] (id: the day)
 *     analytics_totals StoredTotals[] (one, id 'all')
 *   and two that exist only in the demo: accounts DemoAccount[] (Firebase Auth's users) and
 *   outbox OutboxMessage[] (the e-mails Auth would have sent).
 *   The CMS adds content_versions StoredContentVersion[] (Firestore's versions subcollections)
 *   and uploads StoredUpload[] (Storage's essay-images/essays/ files, as Blobs).
 *   The key '_meta' holds { version }; a missing or older version makes the next call re-seed.
 *
 *   The session is the signed-in AuthUser as JSON in localStorage['edge-navigator-demo-session']
 *   (the key is `${dbName}-session`), with the `epoch` it signed in under.
 */

/** A demo sign-in account; `isAdmin` stands in for the `admin` custom claim. */
export interface DemoAccount {
  uid: string;
  email: string;
  /** Hex SHA-256 of `${uid}:${password}`; the plain password is never stored. */
  passwordHash: string;
  displayName: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: Date;
  /**
   * Sessions signed in under an earlier epoch are revoked (Auth's tokensValidAfterTime): raised
   * when the account is secured, its role revoked or its password reset. Absent: 0.
   */
  sessionEpoch?: number;
}

/** A contact message as `submitContact` stores it. */
export interface StoredContact extends Contact {
  id: string;
  ipKey: string;
  createdAt: Date;
}

/** A per-IP counter behind a rate limit (one per scope and IP, as in the Cloud Functions). */
export interface RateLimitWindow {
  /** `{scope}-{ipKey}`. */
  id: string;
  scope: RateLimitRule['scope'];
  windowStart: Date;
  /** Attempts counted in the window starting at `windowStart`. */
  count: number;
  expireAt: Date;
}

/** A security event's count for one action, address and window (see `securityEventId`). */
export interface StoredSecurityEvent {
  id: string;
  action: SecurityAction;
  ipKey: string;
  windowStart: Date;
  lastAt: Date;
  count: number;
  expireAt: Date;
}

/** An e-mail the demo "sent"; kept so tests and curious users can inspect it. */
export interface OutboxMessage {
  id: string;
  type: 'verify-email' | 'password-reset';
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** A queued e-mail (the demo sends nothing: `edgeDemo.dump('mail')` shows them). */
export type StoredMail = MailDocument & { id: string };

/** How an address's deliveries went (mail-bounces.ts); its id is the address. */
export type StoredAddressHealth = AddressHealth & { id: string };

/** A day's analytics rollup; its id is the day (YYYY-MM-DD). */
export type StoredDailyRollup = DailyRollup & { id: string };

/** The all-time analytics counters; one document, id 'all'. */
export type StoredTotals = RollupTotals & { id: string };

/**
 * An earlier version of an essay or dispatch; on Firebase the document
 * {collection}/{pieceId}/versions/{version}. `id` is `{collection}/{pieceId}/{version}`.
 */
export interface StoredContentVersion {
  id: string;
  collection: 'essays' | 'articles';
  pieceId: string;
  version: number;
  archivedAt: Date;
  archivedBy: string | null;
  snapshot: Essay | Dispatch;
}

/** An uploaded header image, kept as Storage keeps it; `id` is its path. */
export interface StoredUpload {
  id: string;
  contentType: string;
  size: number;
  /** The file's bytes (an ArrayBuffer clones everywhere a Blob may not: jsdom, for one). */
  data: ArrayBuffer;
  createdAt: Date;
}

/** Every collection and its document type. */
export interface DemoCollections {
  essays: Essay;
  articles: Dispatch;
  resources: Prompt;
  subscribers: Subscriber;
  users: Profile;
  accounts: DemoAccount;
  /** With the `expireAt` a TTL policy deletes it at on Firebase (the demo keeps it alike). */
  page_views: PageView & { expireAt?: Date };
  social_shares: SocialShare & { expireAt?: Date };
  contacts: StoredContact;
  rate_limits: RateLimitWindow;
  contact_security_events: StoredSecurityEvent;
  mail: StoredMail;
  mail_health: StoredAddressHealth;
  newsletters: NewsletterRecord;
  analytics_daily: StoredDailyRollup;
  analytics_totals: StoredTotals;
  outbox: OutboxMessage;
  content_versions: StoredContentVersion;
  uploads: StoredUpload;
  scheduled_newsletters: ScheduledNewsletter;
}

export type CollectionName = keyof DemoCollections;

export const COLLECTION_NAMES: readonly CollectionName[] = [
  'essays',
  'articles',
  'resources',
  'subscribers',
  'users',
  'accounts',
  'page_views',
  'social_shares',
  'contacts',
  'rate_limits',
  'contact_security_events',
  'mail',
  'mail_health',
  'newsletters',
  'analytics_daily',
  'analytics_totals',
  'outbox',
  'content_versions',
  'uploads',
  'scheduled_newsletters',
];

/** The key holding the seed version. */
export const META_KEY = '_meta';

/** Bump when the seed or the record shapes change: stored data of an older version is re-seeded. */
export const DEMO_DATA_VERSION = 5;

export const DEFAULT_DB_NAME = 'edge-navigator-demo';
export const STORE_NAME = 'collections';

/** The localStorage key of the session for a database name. */
export function sessionKeyFor(dbName: string): string {
  return `${dbName}-session`;
}
