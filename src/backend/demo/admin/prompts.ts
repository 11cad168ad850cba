import { contentScope } from '../../../domain/access.ts';
import {
  MUST_BE_AUTHENTICATED_FOR_RESOURCES,
  RESOURCE_NOT_FOUND,
} from '../../../domain/cms/messages.ts';
import { sortPromptsForAdmin } from '../../../domain/cms/prompt-order.ts';
import {
  planPromptSave,
  slugForPrompt,
  type PromptInput,
} from '../../../domain/cms/prompt-save.ts';
import { BackendError } from '../../../domain/errors.ts';
import type { Prompt } from '../../../domain/types.ts';
import type { AdminPromptsApi } from '../../admin-content-api.ts';
import type { DemoContext } from '../context.ts';
import { newId } from '../ids.ts';
import { demoCaller } from './guard.ts';

/** Which other prompt holds a slug (null: none). */
const slugOwner = (docs: Prompt[], slug: string, id: string) =>
  docs.find((doc) => doc.slug === slug && doc.id !== id)?.id ?? null;

/** The prompt library in the demo database, checked as firestore.rules check it. */
export function createDemoAdminPrompts(ctx: DemoContext): AdminPromptsApi {
  const { db, remote, now } = ctx;
  const writer = () => demoCaller(ctx, MUST_BE_AUTHENTICATED_FOR_RESOURCES);

  const save = (id: string, input: PromptInput, baseVersion: number | null) =>
    remote(async () => {
      const caller = await writer();
      const slug = slugForPrompt(input.title);
      return db.mutate('resources', (docs) => {
        const at = docs.findIndex((doc) => doc.id === id);
        const existing = docs[at] ?? null;
        // The stored status decides the scope of an update, as `resource` does in the rules.
        caller.may(
          'resources',
          existing ? 'update' : 'create',
          contentScope('resources', existing ?? { status: 'active' }),
        );
        const prompt = planPromptSave({
          id,
          existing,
          baseVersion,
          input,
          slugOwner: slugOwner(docs, slug, id),
          uid: caller.user.uid,
          now: now(),
        });
        if (existing) docs[at] = prompt;
        else docs.push(prompt);
        return prompt;
      });
    });

  return {
    list: () =>
      remote(async () => {
        (await demoCaller(ctx)).may('resources', 'list', 'hidden');
        await ctx.publishDue();
        return sortPromptsForAdmin(await db.list('resources'));
      }),
    create: (input) => save(newId(), input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      remote(async () => {
        const caller = await writer();
        await db.mutate('resources', (docs) => {
          const at = docs.findIndex((doc) => doc.id === id);
          const existing = docs[at];
          caller.may(
            'resources',
            'delete',
            existing ? contentScope('resources', existing) : 'hidden',
          );
          if (existing) docs.splice(at, 1);
        });
      }),
    reorder: (changes) =>
      remote(async () => {
        const caller = await writer();
        await db.mutate('resources', (docs) => {
          // All or none, as a batched write: a missing prompt fails the whole reorder.
          for (const { id, orderIndex } of changes) {
            const doc = docs.find((d) => d.id === id);
            if (!doc) throw new BackendError('not-found', RESOURCE_NOT_FOUND);
            caller.may('resources', 'update', contentScope('resources', doc));
            doc.orderIndex = orderIndex;
          }
        });
      }),
  };
}
