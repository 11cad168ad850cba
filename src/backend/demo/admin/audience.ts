import type { AdminAudienceApis } from '../../admin-audience-api.ts';
import type { DemoContext } from '../context.ts';
import { createDemoAdminAnalytics, createDemoAdminSecurity } from './audience-insights.ts';
import { createDemoAdminNewsletter } from './audience-newsletter.ts';
import { createDemoAdminSubscribers } from './audience-subscribers.ts';

/** Subscribers, newsletters, the security monitor and analytics, in the demo database. */
export function createDemoAdminAudience(ctx: DemoContext): AdminAudienceApis {
  return {
    subscribers: createDemoAdminSubscribers(ctx),
    newsletter: createDemoAdminNewsletter(ctx),
    security: createDemoAdminSecurity(ctx),
    analytics: createDemoAdminAnalytics(ctx),
  };
}
