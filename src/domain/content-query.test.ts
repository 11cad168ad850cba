import { describe, expect, it } from 'vitest';
import { newestFirst, pageOf, splitPage } from './content-query.ts';

const item = (id: string, day: number, tags: string[] = []) => ({
  id,
  tags,
  at: new Date(Date.UTC(2026, 9, day)),
});
const at = (i: { at: Date }) => i.at;

describe('public list pages', () => {
  it('orders newest first, the same date by id descending, and pages after a cursor', () => {
    const list = newestFirst([item('a', 1), item('c', 3), item('b', 3), item('d', 2)], at);
    expect(list.map((i) => i.id)).toEqual(['c', 'b', 'd', 'a']);
    const after = { at: new Date(Date.UTC(2026, 9, 3)), id: 'c' };
    expect(pageOf(list, { after, limit: 2 }, at).map((i) => i.id)).toEqual(['b', 'd']);
    expect(pageOf(list, { tag: 'x' }, at)).toEqual([]);
  });

  it('shows a page read one item long, and says where the next starts only if there is one', () => {
    const read = [item('c', 3), item('b', 2), item('a', 1)];
    expect(splitPage(read, 2, at)).toEqual({
      items: read.slice(0, 2),
      next: { at: read[1]!.at, id: 'b' },
    });
    expect(splitPage(read, 3, at)).toEqual({ items: read });
    expect(splitPage([], 3, at)).toEqual({ items: [] });
  });
});
