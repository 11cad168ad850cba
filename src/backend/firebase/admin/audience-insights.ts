import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  ANALYTICS_LIMITS,
  buildAnalyticsOverview,
  readDailyRollup,
  readTotals,
} from '../../../domain/analytics/overview.ts';
import {
  ANALYTICS_DAILY,
  ANALYTICS_TOTALS,
  ANALYTICS_TOTALS_ID,
} from '../../../domain/analytics/rollup.ts';
import { daysBefore, lastDays } from '../../../domain/calendar.ts';
import type { SecuritySummary } from '../../../domain/security-summary.ts';
import { SUBSCRIBER_SOURCES } from '../../../domain/types.ts';
import type { AdminAnalyticsApi, AdminSecurityApi } from '../../admin-audience-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import { callAdmin } from './admin-callable.ts';

/** The Security tab: the admin-only `getContactSecuritySummary` callable. */
export function createAdminSecurity(ctx: FirebaseContext): AdminSecurityApi {
  return {
    summary: () =>
      translated(() =>
        callAdmin<Record<string, never>, SecuritySummary>(ctx, 'getContactSecuritySummary', {}),
      ),
  };
}

/**
 * The Analytics tab on Firestore, whatever the traffic: the last 30 daily rollups (30 document
 * reads) and the totals (1), plus count() queries for subscribers, their sources and published
 * pieces (each costs one read per 1,000 index entries counted). The rollups are what the
 * scheduled fold last summed (every minute); the totals say when (`foldedThrough`).
 */
export function createAdminAnalytics({ db }: FirebaseContext): AdminAnalyticsApi {
  const count = async (name: string, ...constraints: QueryConstraint[]) =>
    (await getCount(query(collection(db, name), ...constraints))).data().count;
  return {
    overview: () =>
      translated(async () => {
        const now = new Date();
        const days = lastDays(now, ANALYTICS_LIMITS.days);
        const [daily, totals, subscribers, subscribersLastWeek, essays, articles, sources] =
          await Promise.all([
            getDocs(query(collection(db, ANALYTICS_DAILY), where('date', '>=', days[0]))),
            getDoc(doc(db, ANALYTICS_TOTALS, ANALYTICS_TOTALS_ID)),
            count('subscribers'),
            count(
              'subscribers',
              where('createdAt', '>=', daysBefore(now, ANALYTICS_LIMITS.lastWeekDays)),
            ),
            count('essays', where('status', '==', 'published')),
            count('articles', where('status', '==', 'published')),
            Promise.all(
              SUBSCRIBER_SOURCES.map((source) =>
                count('subscribers', where('source', '==', source)),
              ),
            ),
          ]);
        const folded: unknown = totals.get('foldedThrough');
        return buildAnalyticsOverview(
          daily.docs.map((snap) => readDailyRollup(snap.id, snap.data())),
          readTotals(totals.data()),
          {
            subscribers,
            subscribersLastWeek,
            publishedEssays: essays,
            publishedArticles: articles,
            sources: Object.fromEntries(
              SUBSCRIBER_SOURCES.map((source, i) => [source, sources[i] ?? 0]),
            ),
          },
          now,
          folded instanceof Timestamp ? folded.toDate() : null,
        );
      }),
  };
}
