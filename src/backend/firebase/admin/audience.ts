import type { AdminAudienceApis } from '../../admin-audience-api.ts';
import type { FirebaseContext } from '../app.ts';
import type { CurrentUser } from './index.ts';

/** Subscribers, newsletters, the security monitor and analytics. */
export function createAdminAudience(
  _ctx: FirebaseContext,
  _currentUser: CurrentUser,
): AdminAudienceApis {
  return {};
}
