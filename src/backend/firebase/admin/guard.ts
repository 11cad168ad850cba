import { MUST_BE_AUTHENTICATED } from '../../../domain/cms/messages.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { AuthUser } from '../../../domain/types.ts';
import type { CurrentUser } from './index.ts';

/** The signed-in user, or 'unauthenticated' with `message` (admin-cms.md section 5). */
export async function signedIn(
  currentUser: CurrentUser,
  message = MUST_BE_AUTHENTICATED,
): Promise<AuthUser> {
  const user = await currentUser();
  if (!user) throw new BackendError('unauthenticated', message);
  return user;
}
