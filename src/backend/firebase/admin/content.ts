import type { AdminContentApis } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import type { CurrentUser } from './index.ts';

/** Prompts, essays and dispatches, header images and roles, written through the SDK. */
export function createAdminContent(
  _ctx: FirebaseContext,
  _currentUser: CurrentUser,
): AdminContentApis {
  return {};
}
