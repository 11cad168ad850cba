import { PUBLIC_STATUS } from '../access.ts';
import { LIMITS } from '../limits.ts';

/**
 * A published piece whose slug changes keeps its old address as a permanent redirect to the new
 * one (DECISIONS.md): links already shared (newsletters, social posts) keep working. The old
 * slugs live on the piece (`previousSlugs`), newest last; the public pages and the server look a
 * slug up there once no piece holds it.
 */

/** How many earlier addresses a piece keeps answering at: the oldest go first. */
export const MAX_PREVIOUS_SLUGS = LIMITS.longform.previousSlugs;

/** What a save needs to know of the piece as stored. */
export interface SluggedPiece {
  slug: string;
  status: string;
  previousSlugs: readonly string[];
}

/** Whether a stored piece is public: published, or active for a prompt. */
export function isPublicPiece(
  collection: keyof typeof PUBLIC_STATUS,
  piece: Pick<SluggedPiece, 'status'>,
): boolean {
  return piece.status === PUBLIC_STATUS[collection];
}

/**
 * The old slugs a piece keeps once saved with `nextSlug`: a public piece leaving its slug keeps
 * it (readers may have the link); taking a slug back makes it current again, not an old one.
 */
export function previousSlugsAfter(
  collection: keyof typeof PUBLIC_STATUS,
  existing: SluggedPiece | null,
  nextSlug: string,
): string[] {
  if (!existing) return [];
  const kept = existing.previousSlugs.filter((slug) => slug !== nextSlug);
  const leaves = existing.slug !== nextSlug && isPublicPiece(collection, existing);
  const all = leaves ? [...kept.filter((slug) => slug !== existing.slug), existing.slug] : kept;
  return all.slice(-MAX_PREVIOUS_SLUGS);
}

/**
 * What an editor reads before saving a public piece under a new address: that the old one keeps
 * working (null when nothing moves).
 */
export function movedAddressNote(oldPath: string, newPath: string): string | null {
  if (oldPath === newPath) return null;
  return `Saving moves it to ${newPath}. Its old address, ${oldPath}, keeps working: readers and shared links are sent on to the new one.`;
}
