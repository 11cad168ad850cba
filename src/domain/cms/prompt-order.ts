import { comparePromptOrder } from '../prompt-filter.ts';
import type { Prompt } from '../types.ts';

/** One prompt's new place in the library. */
export interface OrderChange {
  id: string;
  orderIndex: number;
}

type Ordered = Pick<Prompt, 'id' | 'orderIndex'>;

/** The CMS's list order (admin-cms.md section 7): order_index ascending, then newest first. */
export function sortPromptsForAdmin<T extends Pick<Prompt, 'orderIndex' | 'createdAt'>>(
  prompts: readonly T[],
): T[] {
  return [...prompts].sort(comparePromptOrder);
}

/** Whether every prompt has its own index, strictly increasing down the list. */
function hasRealIndexes(list: readonly Ordered[]): boolean {
  return list.every((p, i) => {
    const previous = list[i - 1];
    if (p.orderIndex === null) return false;
    return previous === undefined || (previous.orderIndex ?? -Infinity) < p.orderIndex;
  });
}

/**
 * The writes that move the prompt at `index` one place up or down: it swaps order_index with its
 * neighbour. A missing index stands for the list position; while any is missing (or two are
 * equal, so a swap would change nothing) the move writes every prompt's position instead, so
 * from the first move on the library has real indexes. Nothing to write at the ends.
 */
export function moveChanges(
  list: readonly Ordered[],
  index: number,
  direction: 'up' | 'down',
): OrderChange[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const moving = list[index];
  const neighbour = list[other];
  if (!moving || !neighbour) return [];
  if (hasRealIndexes(list)) {
    return [
      { id: moving.id, orderIndex: neighbour.orderIndex ?? other },
      { id: neighbour.id, orderIndex: moving.orderIndex ?? index },
    ];
  }
  const reordered = [...list];
  reordered[index] = neighbour;
  reordered[other] = moving;
  return reordered
    .map((p, position) => ({ id: p.id, orderIndex: position, before: p.orderIndex }))
    .filter((change) => change.before !== change.orderIndex)
    .map(({ id, orderIndex }) => ({ id, orderIndex }));
}

/** The list with the changes applied, re-sorted: what the screen shows while they are saved. */
export function applyOrderChanges<T extends Pick<Prompt, 'id' | 'orderIndex' | 'createdAt'>>(
  list: readonly T[],
  changes: readonly OrderChange[],
): T[] {
  const next = new Map(changes.map((c) => [c.id, c.orderIndex]));
  return sortPromptsForAdmin(
    list.map((p) => (next.has(p.id) ? { ...p, orderIndex: next.get(p.id) ?? null } : p)),
  );
}
