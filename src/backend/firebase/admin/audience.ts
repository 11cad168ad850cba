import type { AdminAudienceApis } from '../../admin-audience-api.ts';
import type { FirebaseContext } from '../app.ts';
import { createAdminAnalytics, createAdminSecurity } from './audience-insights.ts';
import { createAdminNewsletter } from './audience-newsletter.ts';
import { createAdminSubscribers } from './audience-subscribers.ts';
import type { CurrentUser } from './index.ts';

/** Subscribers, newsletters, the security monitor and analytics. */
export function createAdminAudience(
  ctx: FirebaseContext,
  _currentUser: CurrentUser,
): AdminAudienceApis {
  return {
    subscribers: createAdminSubscribers(ctx),
    newsletter: createAdminNewsletter(ctx),
    security: createAdminSecurity(ctx),
    analytics: createAdminAnalytics(ctx),
  };
}
