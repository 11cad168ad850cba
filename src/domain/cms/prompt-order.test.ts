import { describe, expect, it } from 'vitest';
import { applyOrderChanges, moveChanges, sortPromptsForAdmin } from './prompt-order.ts';

const at = (iso: string) => new Date(`${iso}T09:00:00Z`);
const p = (id: string, orderIndex: number | null, created = '2026-10-01') => ({
  id,
  orderIndex,
  createdAt: at(created),
});

describe('sortPromptsForAdmin', () => {
  it('orders by index, a missing one last, then newest first', () => {
    const list = [p('a', null, '2026-10-01'), p('b', 2), p('c', null, '2026-10-05'), p('d', 1)];
    expect(sortPromptsForAdmin(list).map((x) => x.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('moveChanges', () => {
  const list = [p('a', 10), p('b', 20), p('c', 30)];

  it('swaps order_index with the neighbour above or below', () => {
    expect(moveChanges(list, 1, 'up')).toEqual([
      { id: 'b', orderIndex: 10 },
      { id: 'a', orderIndex: 20 },
    ]);
    expect(moveChanges(list, 1, 'down')).toEqual([
      { id: 'b', orderIndex: 30 },
      { id: 'c', orderIndex: 20 },
    ]);
  });

  it('writes nothing past the ends', () => {
    expect(moveChanges(list, 0, 'up')).toEqual([]);
    expect(moveChanges(list, 2, 'down')).toEqual([]);
  });

  it('writes real indexes (list positions) on the first move when one is missing', () => {
    const mixed = [p('a', 0), p('b', null), p('c', null)];
    expect(moveChanges(mixed, 2, 'up')).toEqual([
      { id: 'c', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ]);
  });

  it('renumbers when two indexes are equal, since a swap would move nothing', () => {
    const tied = [p('a', 1), p('b', 1), p('c', 5)];
    expect(moveChanges(tied, 0, 'down')).toEqual([
      { id: 'b', orderIndex: 0 },
      { id: 'c', orderIndex: 2 },
    ]);
    expect(applyOrderChanges(tied, moveChanges(tied, 0, 'down')).map((x) => x.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('moves the prompt one place in the re-sorted list', () => {
    const moved = applyOrderChanges(list, moveChanges(list, 2, 'up'));
    expect(moved.map((x) => [x.id, x.orderIndex])).toEqual([
      ['a', 10],
      ['c', 20],
      ['b', 30],
    ]);
  });
});
