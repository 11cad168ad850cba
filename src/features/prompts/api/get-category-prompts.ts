import type { QueryClient } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { PROMPT_CATEGORIES, type PromptCategory } from '../../../domain/prompt-categories.ts';
import {
  filterPromptsByTags,
  hasAnyTag,
  MORE_FEATURED_LIMIT,
} from '../../../domain/prompt-filter.ts';
import type { Prompt } from '../../../domain/types.ts';
import { listQueryOptions } from '../../../stores/offline-library';

/**
 * A category's active prompts: those with one of its filter tags (as stored; the page orders
 * them by order_index itself, which Firestore cannot: a missing index sorts last). Offline, or
 * when the read fails, the saved prompts of the category.
 */
export const categoryPromptsQueryOptions = (backend: Backend, category: PromptCategory) =>
  listQueryOptions({
    kind: 'prompt',
    name: 'category',
    params: { id: category.id },
    read: () => backend.content.listPrompts({ anyTag: category.filterTags }),
    keep: (prompt) => hasAnyTag(prompt, category.filterTags),
  });

const CO_PILOTS = PROMPT_CATEGORIES.find((c) => c.id === 'edge-co-pilots')!;

/** Where the home page's hero looks for the Chief of Staff prompt: the EDGE Co-Pilots. */
export const chiefOfStaffCandidatesQueryOptions = (backend: Backend) =>
  categoryPromptsQueryOptions(backend, CO_PILOTS);

/** The newest `limit` featured prompts (offline, the saved featured ones). */
export const featuredPromptsQueryOptions = (backend: Backend, limit: number) =>
  listQueryOptions({
    kind: 'prompt',
    name: 'featured',
    params: { limit },
    read: () => backend.content.listFeaturedPrompts(limit),
    keep: (prompt) => prompt.featured,
  });

/**
 * How many featured prompts 'More featured prompts' reads: four more than the category's own
 * featured ones, which it leaves out.
 */
export function moreFeaturedToRead(prompts: readonly Prompt[], category: PromptCategory): number {
  const own = filterPromptsByTags(prompts, category.filterTags).filter((p) => p.featured);
  return MORE_FEATURED_LIMIT + own.length;
}

/**
 * Reads, into `queryClient`, what a category page reads (the server does, to render it): its
 * prompts, then 'More featured prompts'. Resolves false for an unknown category; a failed read
 * rejects.
 */
export async function prefetchCategoryPage(
  queryClient: QueryClient,
  backend: Backend,
  id: string,
): Promise<boolean> {
  const category = PROMPT_CATEGORIES.find((c) => c.id === id);
  if (!category) return false;
  const { items } = await queryClient.fetchQuery(categoryPromptsQueryOptions(backend, category));
  await queryClient.fetchQuery(
    featuredPromptsQueryOptions(backend, moreFeaturedToRead(items, category)),
  );
  return true;
}
