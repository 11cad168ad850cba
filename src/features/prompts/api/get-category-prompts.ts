import type { Backend } from '../../../backend/backend.ts';
import { PROMPT_CATEGORIES, type PromptCategory } from '../../../domain/prompt-categories.ts';
import { hasAnyTag } from '../../../domain/prompt-filter.ts';
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
