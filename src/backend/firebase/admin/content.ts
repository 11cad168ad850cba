import { dispatchEntity, essayEntity } from '../../../domain/entities/longform.ts';
import type { Dispatch, Essay } from '../../../domain/types.ts';
import type { AdminContentApis } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { adminCallables } from './callables.ts';
import { createFirebaseAdminImages } from './images.ts';
import type { CurrentUser } from './index.ts';
import { createFirebaseAdminLongform } from './longform.ts';
import { createFirebaseAdminPrompts } from './prompts.ts';
import { createFirebaseAdminRoles } from './roles.ts';

/** Prompts, essays and dispatches, header images and roles, written through the SDK. */
export function createAdminContent(
  ctx: FirebaseContext,
  currentUser: CurrentUser,
): AdminContentApis {
  const call = adminCallables(ctx);
  return {
    prompts: createFirebaseAdminPrompts(ctx, currentUser, call),
    essays: createFirebaseAdminLongform<Essay>(ctx, currentUser, call, 'essays', essayEntity),
    dispatches: createFirebaseAdminLongform<Dispatch>(
      ctx,
      currentUser,
      call,
      'articles',
      dispatchEntity,
    ),
    images: createFirebaseAdminImages(ctx, currentUser, call),
    roles: createFirebaseAdminRoles(ctx, currentUser, call),
  };
}
