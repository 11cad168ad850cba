import type { AdminBackend } from '../../admin-api.ts';
import type { AuthUser } from '../../../domain/types.ts';
import type { FirebaseContext } from '../app.ts';
import { createAdminAudience } from './audience.ts';
import { createAdminContent } from './content.ts';

/** Who is signed in, as the admin calls need it (the writer's id, a fresh token). */
export type CurrentUser = () => Promise<AuthUser | null>;

/** The CMS's surface on Firebase; its own chunk, loaded only when an admin opens /admin. */
export function createFirebaseAdmin(ctx: FirebaseContext, currentUser: CurrentUser): AdminBackend {
  return { ...createAdminContent(ctx, currentUser), ...createAdminAudience(ctx, currentUser) };
}
