import { useMemo } from 'react';
import type { Backend } from '../../backend/backend.ts';
import { useBackend } from '../../backend/backend-context.tsx';
import type { PromptCategory } from '../../domain/prompt-categories.ts';
import { filterPromptsByTags, pickMoreFeatured } from '../../domain/prompt-filter.ts';
import { savedItems } from '../../domain/saved-pieces.ts';
import type { Prompt } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { useAsync } from '../../ui/use-async.ts';
import { useOnlineAgain } from '../../ui/use-online.ts';

/**
 * The active prompts; when they cannot be read (offline), the prompts saved on this device, if
 * any, so the page still lists what can be opened.
 */
async function listPromptsOrSaved(
  backend: Backend,
): Promise<{ prompts: Prompt[]; fromDevice: boolean }> {
  try {
    return { prompts: await backend.content.listPrompts(), fromDevice: false };
  } catch (error) {
    const saved = savedItems(await offlineLibrary.list(), 'prompt');
    if (saved.length === 0) throw error;
    return { prompts: saved, fromDevice: true };
  }
}

/**
 * A category's prompts (read again when the connection returns): the read's state over all
 * active prompts, those of the category, those `tag` leaves shown, and more featured ones from
 * elsewhere; `fromDevice` when they are the saved copies.
 */
export function useCategoryPrompts(category: PromptCategory, tag: string | null) {
  const backend = useBackend();
  const loaded = useAsync('prompts:active', () => listPromptsOrSaved(backend));
  useOnlineAgain(loaded.refresh);
  const state = loaded.status === 'success' ? { ...loaded, data: loaded.data.prompts } : loaded;
  const fromDevice = loaded.status === 'success' && loaded.data.fromDevice;

  const all = state.data;
  const inCategory = useMemo(
    () => (all ? filterPromptsByTags(all, category.filterTags) : []),
    [all, category],
  );
  const shown = useMemo(
    () => (tag ? filterPromptsByTags(inCategory, [tag]) : inCategory),
    [inCategory, tag],
  );
  // The page's own prompts are "current": featured ones from elsewhere, steady while a dialog
  // opened from this list is open (the list behind it does not reshuffle).
  const moreFeatured = useMemo(
    () =>
      all
        ? pickMoreFeatured(
            all,
            inCategory.map((p) => p.id),
          )
        : [],
    [all, inCategory],
  );
  return { state, fromDevice, inCategory, shown, moreFeatured };
}
