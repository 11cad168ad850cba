import type { AdminContentApis } from '../../../backend/admin-content-api.ts';
import { PROMPT_ENGINEERING_PATH } from '../../../domain/site-paths.ts';
import type { Dispatch, Essay } from '../../../domain/types.ts';

/** What the Essays tab manages: essays, or dispatches (`articles`, DECISIONS.md). */
export type LongformKind = 'essays' | 'dispatches';
export type Piece = Essay | Dispatch;

/** How the tab names a kind in its texts. */
export const NOUN: Record<LongformKind, 'Essay' | 'Dispatch'> = {
  essays: 'Essay',
  dispatches: 'Dispatch',
};

/** The admin surface's API of a kind. */
export function apiOf(admin: AdminContentApis, kind: LongformKind) {
  return kind === 'essays' ? admin.essays : admin.dispatches;
}

/**
 * Where a published piece is public (DECISIONS.md, the admin "view" URL): the essay with slug
 * prompt-engineering at /engineering/prompt-engineering, other essays at /essays/{slug},
 * dispatches at /dispatches/{slug}.
 */
export function publicPath(kind: LongformKind, slug: string): string {
  if (kind === 'dispatches') return `/dispatches/${slug}`;
  return slug === 'prompt-engineering' ? PROMPT_ENGINEERING_PATH : `/essays/${slug}`;
}
