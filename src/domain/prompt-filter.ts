import type { Prompt } from './types.ts';

/** Where a prompt without an order index sorts: after every ordered one. */
export const MISSING_ORDER_INDEX = 999999;
/** At most this many prompts in 'More featured prompts'. */
export const MORE_FEATURED_LIMIT = 4;

type Listable = Pick<Prompt, 'id' | 'type' | 'status' | 'tags' | 'orderIndex' | 'createdAt'>;

const isPublicPrompt = (p: Pick<Prompt, 'type' | 'status'>) =>
  p.type === 'prompt' && p.status === 'active';

/** Order index ascending (missing counts as 999999), then newest createdAt first. */
export function comparePromptOrder(
  a: Pick<Prompt, 'orderIndex' | 'createdAt'>,
  b: Pick<Prompt, 'orderIndex' | 'createdAt'>,
): number {
  const order = (a.orderIndex ?? MISSING_ORDER_INDEX) - (b.orderIndex ?? MISSING_ORDER_INDEX);
  return order || b.createdAt.getTime() - a.createdAt.getTime();
}

/**
 * A category page's list: active prompts with a tag matching any of `filterTags`
 * (case-insensitively), in the category order (see `comparePromptOrder`).
 */
export function filterPromptsByTags<T extends Listable>(
  prompts: readonly T[],
  filterTags: readonly string[],
): T[] {
  return prompts
    .filter((p) => isPublicPrompt(p) && hasAnyTag(p, filterTags))
    .sort(comparePromptOrder);
}

/** Whether a prompt carries one of `tags`, compared case-insensitively. */
export function hasAnyTag(prompt: Pick<Prompt, 'tags'>, tags: readonly string[]): boolean {
  const wanted = new Set(tags.map((t) => t.trim().toLowerCase()));
  return prompt.tags.some((t) => wanted.has(t.trim().toLowerCase()));
}

/**
 * 'More featured prompts': up to four featured, active prompts, leaving out the current ones
 * (`exclude`: those the page already lists); in their incoming order.
 */
export function pickMoreFeatured<T extends Listable & Pick<Prompt, 'featured'>>(
  prompts: readonly T[],
  exclude: Iterable<string> = [],
): T[] {
  const skip = new Set(exclude);
  return prompts
    .filter((p) => p.featured && isPublicPrompt(p) && !skip.has(p.id))
    .slice(0, MORE_FEATURED_LIMIT);
}
