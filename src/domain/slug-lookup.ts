import type { ContentPiece, Dispatch, Essay, Prompt } from './types.ts';

/** The reads the /{slug} catch-all needs, in the order it tries them. */
export interface SlugLookups {
  essay(slug: string): Promise<Essay | null>;
  dispatch(slug: string): Promise<Dispatch | null>;
  prompt(slug: string): Promise<Prompt | null>;
}

/** Slugs are lower-case words joined by single hyphens; anything else cannot be content. */
export function isContentSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}

/**
 * Finds which content type owns `slug`: an essay first, then a dispatch, then a prompt.
 * Resolves null when none does (the caller redirects to /). Errors propagate.
 */
export async function lookupSlug(slug: string, lookups: SlugLookups): Promise<ContentPiece | null> {
  if (!isContentSlug(slug)) return null;
  const essay = await lookups.essay(slug);
  if (essay) return { kind: 'essay', item: essay };
  const dispatch = await lookups.dispatch(slug);
  if (dispatch) return { kind: 'dispatch', item: dispatch };
  const prompt = await lookups.prompt(slug);
  if (prompt) return { kind: 'prompt', item: prompt };
  return null;
}
