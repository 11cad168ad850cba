import { collection, getDocs } from 'firebase/firestore/lite';
import { MUST_BE_AUTHENTICATED_FOR_RESOURCES } from '../../../domain/cms/messages.ts';
import { sortPromptsForAdmin } from '../../../domain/cms/prompt-order.ts';
import type { PromptInput } from '../../../domain/cms/prompt-save.ts';
import { readEntity } from '../../../domain/entities/entity.ts';
import { promptEntity } from '../../../domain/entities/prompt.ts';
import type { Prompt } from '../../../domain/types.ts';
import type { AdminPromptsApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { promptFromDoc } from '../converters.ts';
import { translated } from '../errors.ts';
import type { AdminCall } from './callables.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';

/**
 * The prompt library: read through Firestore (the rules let admins list every prompt), written
 * through the callables savePrompt, deleteContent and reorderPrompts, whose transactions check
 * the version and the slug (functions/src/content-saves.ts).
 */
export function createFirebaseAdminPrompts(
  { db }: FirebaseContext,
  currentUser: CurrentUser,
  call: AdminCall,
): AdminPromptsApi {
  const writer = () => signedIn(currentUser, MUST_BE_AUTHENTICATED_FOR_RESOURCES);
  const save = (id: string | null, input: PromptInput, baseVersion: number | null) =>
    translated(async () => {
      await writer();
      const saved = await call<unknown, Prompt>('savePrompt', { id, input, baseVersion });
      return readEntity(promptEntity, saved.id, saved as unknown as Record<string, unknown>);
    });

  return {
    list: () =>
      translated(async () => {
        await signedIn(currentUser);
        const snap = await getDocs(collection(db, 'resources'));
        return sortPromptsForAdmin(snap.docs.map(promptFromDoc));
      }),
    create: (input) => save(null, input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      translated(async () => {
        await writer();
        await call('deleteContent', { collection: 'resources', id });
      }),
    reorder: (changes) =>
      translated(async () => {
        await writer();
        await call('reorderPrompts', { changes });
      }),
  };
}
