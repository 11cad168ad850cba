import type { AnalyticsOverview } from '../domain/analytics/overview.ts';
import type { NewsletterHistoryEntry } from '../domain/newsletter/history.ts';
import type {
  ScheduledNewsletter,
  ScheduleNewsletterInput,
} from '../domain/newsletter/schedule.ts';
import type { NewsletterInput, NewsletterSendResult } from '../domain/newsletter/send.ts';
import type { SecuritySummary } from '../domain/security-summary.ts';
import type {
  SettableStatus,
  SubscriberFilter,
  SubscriberPage,
  SubscriberQuery,
  SubscriberStats,
} from '../domain/subscribers-admin.ts';
import type { Subscriber, SubscriberStatus } from '../domain/types.ts';

/** The Subscribers tab: its cards, its paged table, the status change, delete and export. */
export interface AdminSubscribersApi {
  /** The Overview cards; on Firebase count() queries, never a read of every row. */
  stats(): Promise<SubscriberStats>;
  /** A page of the Manage table, newest first, filtered by status and search. */
  page(query: SubscriberQuery): Promise<SubscriberPage>;
  /** How many rows a filter keeps (a count() query on Firebase), asked apart from the rows. */
  count(filter: SubscriberFilter): Promise<number>;
  /** Sets a status, stamping confirmedAt (confirmed) or unsubscribedAt (unsubscribed). */
  setStatus(id: string, status: SettableStatus): Promise<void>;
  remove(id: string): Promise<void>;
  /** Every row of a status (or all), newest first: what the CSV export writes. */
  exportRows(status: SubscriberStatus | 'all'): Promise<Subscriber[]>;
}

/** The Newsletter tab: who a send would reach, the send itself, and what was sent. */
export interface AdminNewsletterApi {
  /** Confirmed subscriptions to the newsletter lists now (the N of the confirmation). */
  confirmedSubscribers(): Promise<number>;
  /** The `sendNewsletter` call: exactly once per address, however often it is asked. */
  send(input: NewsletterInput): Promise<NewsletterSendResult>;
  /** The last newsletters sent, newest first, with their delivery counts. */
  history(): Promise<NewsletterHistoryEntry[]>;
  /**
   * Keeps a newsletter to go out at its time (`scheduleNewsletter`), still exactly once per
   * address; 'invalid-argument' for a time not ahead, 'failed-precondition' once it was sent.
   */
  schedule(input: ScheduleNewsletterInput): Promise<ScheduledNewsletter>;
  /** Forgets a scheduled newsletter (`unscheduleNewsletter`): it will not go out. */
  unschedule(id: string): Promise<void>;
  /** The newsletters waiting for their time, soonest first. */
  scheduled(): Promise<ScheduledNewsletter[]>;
}

/** The Security tab: `getContactSecuritySummary`. */
export interface AdminSecurityApi {
  summary(): Promise<SecuritySummary>;
}

/** The Analytics tab: at most 31 documents read (the rollups) and a few count() queries. */
export interface AdminAnalyticsApi {
  overview(): Promise<AnalyticsOverview>;
}

/** The audience side of the CMS (admin-cms.md: Subscribers, Newsletter, Security, Analytics). */
export interface AdminAudienceApis {
  readonly subscribers: AdminSubscribersApi;
  readonly newsletter: AdminNewsletterApi;
  readonly security: AdminSecurityApi;
  readonly analytics: AdminAnalyticsApi;
}
