import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import type { PromptCategory } from '../../domain/prompt-categories.ts';
import {
  filterPromptsByTags,
  MORE_FEATURED_LIMIT,
  pickMoreFeatured,
} from '../../domain/prompt-filter.ts';
import {
  categoryPromptsQueryOptions,
  featuredPromptsQueryOptions,
} from './api/get-category-prompts.ts';

/** Where a category's list stands; retry reads it again from a loading state. */
export interface CategoryListState {
  status: 'loading' | 'error' | 'success';
  retry: () => void;
}

/**
 * A category's prompts (read again when the connection returns): the read's state, those of the
 * category in its order, those `tag` leaves shown, and more featured ones from elsewhere;
 * `fromDevice` when they are the saved copies.
 */
export function useCategoryPrompts(category: PromptCategory, tag: string | null) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const options = categoryPromptsQueryOptions(backend, category);
  const loaded = useQuery(options);
  const all = loaded.data?.items;

  const inCategory = useMemo(
    () => (all ? filterPromptsByTags(all, category.filterTags) : []),
    [all, category],
  );
  const shown = useMemo(
    () => (tag ? filterPromptsByTags(inCategory, [tag]) : inCategory),
    [inCategory, tag],
  );
  // 'More featured prompts' leaves out the page's own, so it reads that many more; it stays
  // steady while a dialog opened from the list is open (the list behind it does not reshuffle).
  const ownFeatured = inCategory.filter((p) => p.featured).length;
  const featured = useQuery({
    ...featuredPromptsQueryOptions(backend, MORE_FEATURED_LIMIT + ownFeatured),
    enabled: all !== undefined,
    placeholderData: keepPreviousData,
  });
  const featuredItems = featured.data?.items;
  const moreFeatured = useMemo(
    () =>
      featuredItems
        ? pickMoreFeatured(
            featuredItems,
            inCategory.map((p) => p.id),
          )
        : [],
    [featuredItems, inCategory],
  );

  const state: CategoryListState = {
    status: all ? 'success' : loaded.isError ? 'error' : 'loading',
    retry: () => void queryClient.resetQueries({ queryKey: options.queryKey }),
  };
  return { state, fromDevice: loaded.data?.source === 'saved', inCategory, shown, moreFeatured };
}
