/**
 * "Save everything for offline" (for confirmed subscribers, on /offline): which of the published
 * pieces to keep on the device so that the library stays within its limit. Pure: the page lists
 * and measures, this chooses.
 */
import { savedKey, type SavedPiece } from './saved-pieces.ts';
import type { ContentKind, ContentPiece } from './types.ts';

/** A published piece with what saving it would take, text and images (as the library counts). */
export interface SaveCandidate {
  piece: ContentPiece;
  bytes: number;
}

export interface SavePlan {
  /** What will be saved, newest first. */
  chosen: SaveCandidate[];
  /** Their size together. */
  bytes: number;
  /** How many pieces are published, and their size together. */
  published: number;
  publishedBytes: number;
  /** The room they may take: the limit less the pinned pieces that are no longer published. */
  room: number;
}

const dateOf = ({ kind, item }: ContentPiece): number =>
  (kind === 'prompt' ? item.createdAt : (item.publishedAt ?? item.createdAt)).getTime();

/**
 * The pieces to save, newest first, as many as fit in `limit` beside the saved pieces that stay
 * whatever happens (pinned ones that are not among the published: pinned published ones are
 * counted among the candidates, where they are refreshed in place). A piece too large for what
 * room is left is passed over for the smaller ones after it.
 */
export function planSaveEverything(
  candidates: readonly SaveCandidate[],
  saved: readonly SavedPiece[],
  limit: number,
): SavePlan {
  const keys = new Set(candidates.map(({ piece }) => savedKey(piece.kind, piece.item.slug)));
  const kept = saved
    .filter((p) => p.pinned && !keys.has(p.key))
    .reduce((sum, p) => sum + p.bytes, 0);
  const room = Math.max(0, limit - kept);
  const newestFirst = [...candidates].sort((a, b) => dateOf(b.piece) - dateOf(a.piece));
  const chosen: SaveCandidate[] = [];
  let bytes = 0;
  for (const candidate of newestFirst) {
    if (bytes + candidate.bytes > room) continue;
    chosen.push(candidate);
    bytes += candidate.bytes;
  }
  const publishedBytes = candidates.reduce((sum, c) => sum + c.bytes, 0);
  return { chosen, bytes, published: candidates.length, publishedBytes, room };
}

const NOUNS: Record<ContentKind, [string, string]> = {
  essay: ['essay', 'essays'],
  dispatch: ['dispatch', 'dispatches'],
  prompt: ['prompt', 'prompts'],
};

/** "12 essays, 1 dispatch and 26 prompts" (kinds with none left out). */
export function countByKind(pieces: readonly ContentPiece[]): string {
  const parts = (Object.keys(NOUNS) as ContentKind[]).flatMap((kind) => {
    const n = pieces.filter((p) => p.kind === kind).length;
    return n === 0 ? [] : [`${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`];
  });
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
