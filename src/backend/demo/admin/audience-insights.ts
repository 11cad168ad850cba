import {
  buildAnalyticsOverview,
  type AnalyticsCounts,
} from '../../../domain/analytics/overview.ts';
import { ANALYTICS_TOTALS_ID } from '../../../domain/analytics/rollup.ts';
import { daysBefore } from '../../../domain/calendar.ts';
import { SECURITY_EVENT_RETENTION_MS } from '../../../domain/contact.ts';
import { summariseSecurityEvents } from '../../../domain/security-summary.ts';
import { SUBSCRIBER_SOURCES } from '../../../domain/types.ts';
import type { AdminAnalyticsApi, AdminSecurityApi } from '../../admin-audience-api.ts';
import { accessRoleOfUser, assertAllowed } from '../access.ts';
import type { DemoContext } from '../context.ts';
import { assertDemoAdmin } from './audience-newsletter.ts';

/** The Security tab: the same summary `getContactSecuritySummary` computes, admins only. */
export function createDemoAdminSecurity(ctx: DemoContext): AdminSecurityApi {
  return {
    summary: () =>
      ctx.remote(async () => {
        await assertDemoAdmin(ctx);
        const since = ctx.now().getTime() - SECURITY_EVENT_RETENTION_MS;
        const events = (await ctx.db.list('contact_security_events')).filter(
          (event) => event.windowStart.getTime() >= since,
        );
        return summariseSecurityEvents(events);
      }),
  };
}

/** The Analytics tab from the rollups the demo keeps as events arrive (current), and counts. */
export function createDemoAdminAnalytics({
  db,
  session,
  remote,
  now,
}: DemoContext): AdminAnalyticsApi {
  return {
    overview: () =>
      remote(async () => {
        const role = await accessRoleOfUser(db, session.current());
        for (const collection of ['analytics_daily', 'analytics_totals'] as const) {
          assertAllowed(collection, role, 'list', 'any');
        }
        assertAllowed('subscribers', role, 'list', 'others');
        const at = now();
        const subscribers = await db.list('subscribers');
        const weekAgo = daysBefore(at, 7);
        const counts: AnalyticsCounts = {
          subscribers: subscribers.length,
          subscribersLastWeek: subscribers.filter((row) => row.createdAt >= weekAgo).length,
          publishedEssays: (await db.list('essays')).filter((e) => e.status === 'published').length,
          publishedArticles: (await db.list('articles')).filter((a) => a.status === 'published')
            .length,
          sources: Object.fromEntries(
            SUBSCRIBER_SOURCES.map((source) => [
              source,
              subscribers.filter((row) => row.source === source).length,
            ]),
          ),
        };
        const totals = (await db.list('analytics_totals')).find(
          (t) => t.id === ANALYTICS_TOTALS_ID,
        );
        return buildAnalyticsOverview(
          await db.list('analytics_daily'),
          totals ?? { pageViews: 0, shares: 0, signups: 0 },
          counts,
          at,
          at,
        );
      }),
  };
}
