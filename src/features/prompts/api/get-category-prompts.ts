import { queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { PROMPT_CATEGORIES, type PromptCategory } from '../../../domain/prompt-categories.ts';
import { hasAnyTag } from '../../../domain/prompt-filter.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import {
  contentStaleTime,
  ON_RECONNECT,
  readList,
  type ListAnswer,
} from '../../../stores/offline-library';

/**
 * A category's active prompts: those with one of its filter tags (as stored; the page orders
 * them by order_index itself, which Firestore cannot: a missing index sorts last). Offline, or
 * when the read fails, the saved prompts of the category.
 */
export const categoryPromptsQueryOptions = (backend: Backend, category: PromptCategory) => {
  const queryKey = contentKeys.list('prompts', 'category', { id: category.id });
  return queryOptions({
    queryKey,
    queryFn: ({ client }) =>
      readList('prompt', () => backend.content.listPrompts({ anyTag: category.filterTags }), {
        keep: (prompt) => hasAnyTag(prompt, category.filterTags),
        shown: client.getQueryData<ListAnswer<unknown>>(queryKey),
      }),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });
};

const CO_PILOTS = PROMPT_CATEGORIES.find((c) => c.id === 'edge-co-pilots')!;

/** Where the home page's hero looks for the Chief of Staff prompt: the EDGE Co-Pilots. */
export const chiefOfStaffCandidatesQueryOptions = (backend: Backend) =>
  categoryPromptsQueryOptions(backend, CO_PILOTS);

/** The newest `limit` featured prompts (offline, the saved featured ones). */
export const featuredPromptsQueryOptions = (backend: Backend, limit: number) => {
  const queryKey = contentKeys.list('prompts', 'featured', { limit });
  return queryOptions({
    queryKey,
    queryFn: ({ client }) =>
      readList('prompt', () => backend.content.listFeaturedPrompts(limit), {
        keep: (prompt) => prompt.featured,
        shown: client.getQueryData<ListAnswer<unknown>>(queryKey),
      }),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });
};
