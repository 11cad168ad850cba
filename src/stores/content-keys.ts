import type { QueryClient } from '@tanstack/react-query';
import type { ContentKind } from '../domain/types.ts';

/** The second part of every public content key: the kind, as the CMS names its writes. */
export type ContentGroup = 'essays' | 'dispatches' | 'prompts';

export const CONTENT_GROUP: Readonly<Record<ContentKind, ContentGroup>> = {
  essay: 'essays',
  dispatch: 'dispatches',
  prompt: 'prompts',
};

/**
 * The query keys of every public content read (docs/architecture.md, "Server data"). Each starts
 * with ['content', group], so a CMS write of one kind invalidates every read of it at once.
 */
export const contentKeys = {
  all: ['content'] as const,
  /** Every read of one kind. */
  group: (group: ContentGroup) => ['content', group] as const,
  /** A list of one kind: `name` says which (home, category...), `params` what narrows it. */
  list: (group: ContentGroup, name: string, params: Record<string, unknown> = {}) =>
    ['content', group, 'list', name, params] as const,
  /** One piece of a kind, by slug, by id (share links) or by title (the featured essay). */
  piece: (kind: ContentKind, by: 'slug' | 'id' | 'title', value: string) =>
    ['content', CONTENT_GROUP[kind], by, value] as const,
  /** Where the piece of a kind that was at this (old) slug is now. */
  moved: (kind: ContentKind, slug: string) =>
    ['content', CONTENT_GROUP[kind], 'moved', slug] as const,
};

/**
 * After a write of this kind (the CMS's save, publish, reorder or delete): the public reads of it
 * are marked stale, and those on screen read again at once, keeping what they show meanwhile.
 */
export function invalidateContent(queryClient: QueryClient, kind: ContentKind): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contentKeys.group(CONTENT_GROUP[kind]) });
}
