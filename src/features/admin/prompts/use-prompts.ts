import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderChange, PromptInput } from '../../../backend/admin-content-api.ts';
import { applyOrderChanges } from '../../../domain/cms/prompt-order.ts';
import { promptInputFrom } from '../../../domain/cms/prompt-save.ts';
import type { Prompt } from '../../../domain/types.ts';
import { notify } from '../../../ui/notify.ts';
import { adminKeys, invalidateContent, useAdminBackend } from '../kit';
import { promptToasts } from './prompt-toasts.ts';

const KEY = adminKeys.list('prompts');

/** Every prompt, in the library's order. */
export function usePromptList() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: KEY, queryFn: () => admin.prompts.list() });
}

/** Creates a prompt, or saves one over the version its form opened. */
export function useSavePrompt() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
    }: {
      id: string | null;
      input: PromptInput;
      version: number | null;
    }) =>
      id === null || version === null
        ? admin.prompts.create(input)
        : admin.prompts.update(id, input, version),
    onSuccess: (_prompt, { id }) => {
      notify(id === null ? promptToasts.created() : promptToasts.updated());
    },
    onError: (error, { id }) => {
      notify(id === null ? promptToasts.createFailed(error) : promptToasts.updateFailed(error));
    },
    onSettled: () => invalidateContent(client, 'prompts'),
  });
}

/** Unschedules a prompt: it goes back to inactive, its time forgotten. */
export function useUnschedulePrompt() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prompt: Prompt) =>
      admin.prompts.update(
        prompt.id,
        { ...promptInputFrom(prompt), status: 'inactive', scheduledAt: null },
        prompt.version,
      ),
    onSuccess: (_saved, prompt) => notify(promptToasts.unscheduled(prompt.title)),
    onError: (error) => notify(promptToasts.unscheduleFailed(error)),
    onSettled: () => invalidateContent(client, 'prompts'),
  });
}

/** Deletes a prompt. */
export function useDeletePrompt() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prompt: Prompt) => admin.prompts.remove(prompt.id),
    onSuccess: () => notify(promptToasts.deleted()),
    onError: (error) => notify(promptToasts.deleteFailed(error)),
    onSettled: () => invalidateContent(client, 'prompts'),
  });
}

/**
 * Moves prompts: the list shows the new order at once, and goes back to the stored one if the
 * write fails ('Failed to reorder prompts').
 */
export function useReorderPrompts() {
  const admin = useAdminBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: OrderChange[]) => admin.prompts.reorder(changes),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<Prompt[]>(KEY);
      if (before) client.setQueryData(KEY, applyOrderChanges(before, changes));
      return { before };
    },
    onError: (error, _changes, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
      notify(promptToasts.reorderFailed(error));
    },
    onSettled: () => invalidateContent(client, 'prompts'),
  });
}
