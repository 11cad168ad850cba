import type { AdminAudienceApis } from '../../admin-audience-api.ts';
import type { DemoContext } from '../context.ts';

/** Subscribers, newsletters, the security monitor and analytics, in the demo database. */
export function createDemoAdminAudience(_ctx: DemoContext): AdminAudienceApis {
  return {};
}
