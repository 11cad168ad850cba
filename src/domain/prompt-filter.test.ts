import { describe, expect, it } from 'vitest';
import {
  comparePromptOrder,
  filterPromptsByTags,
  MORE_FEATURED_LIMIT,
  pickMoreFeatured,
} from './prompt-filter.ts';
import type { Prompt } from './types.ts';

type Row = Pick<
  Prompt,
  'id' | 'type' | 'status' | 'tags' | 'orderIndex' | 'createdAt' | 'featured'
>;

function row(id: string, overrides: Partial<Row> = {}): Row {
  return {
    id,
    type: 'prompt',
    status: 'active',
    tags: ['edge-signals'],
    orderIndex: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    featured: false,
    ...overrides,
  };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('filterPromptsByTags', () => {
  it('keeps prompts with any matching tag and drops the rest', () => {
    const rows = [
      row('a', { tags: ['scanning'] }),
      row('b', { tags: ['coaching'] }),
      row('c', { tags: ['unrelated', 'signals'] }),
      row('d', { tags: [] }),
    ];
    expect(ids(filterPromptsByTags(rows, ['edge-signals', 'scanning', 'signals']))).toEqual([
      'a',
      'c',
    ]);
  });

  it('matches tags case-insensitively, both ways', () => {
    const rows = [row('a', { tags: ['Market-Trends'] }), row('b', { tags: ['SCANNING '] })];
    expect(ids(filterPromptsByTags(rows, ['market-trends']))).toEqual(['a']);
    expect(ids(filterPromptsByTags(rows, ['Scanning']))).toEqual(['b']);
  });

  it('shows only active prompts of type prompt', () => {
    const rows = [
      row('active'),
      row('inactive', { status: 'inactive' }),
      { ...row('other'), type: 'guide' as unknown as 'prompt' },
    ];
    expect(ids(filterPromptsByTags(rows, ['edge-signals']))).toEqual(['active']);
  });

  it('orders by order index ascending, a missing index last (as 999999)', () => {
    const rows = [
      row('none'),
      row('third', { orderIndex: 3 }),
      row('first', { orderIndex: 1 }),
      row('huge', { orderIndex: 1_000_000 }),
      row('zero', { orderIndex: 0 }),
    ];
    expect(ids(filterPromptsByTags(rows, ['edge-signals']))).toEqual([
      'zero',
      'first',
      'third',
      'none',
      'huge',
    ]);
  });

  it('breaks ties on the order index with the newest first', () => {
    const rows = [
      row('old-1', { orderIndex: 1, createdAt: new Date('2026-01-01') }),
      row('new-1', { orderIndex: 1, createdAt: new Date('2026-03-01') }),
      row('old-none', { createdAt: new Date('2026-01-01') }),
      row('new-none', { createdAt: new Date('2026-05-01') }),
      row('explicit-999999', { orderIndex: 999999, createdAt: new Date('2026-04-01') }),
    ];
    expect(ids(filterPromptsByTags(rows, ['edge-signals']))).toEqual([
      'new-1',
      'old-1',
      'new-none',
      'explicit-999999',
      'old-none',
    ]);
  });

  it('does not change the list it was given', () => {
    const rows = [row('b', { orderIndex: 2 }), row('a', { orderIndex: 1 })];
    filterPromptsByTags(rows, ['edge-signals']);
    expect(ids(rows)).toEqual(['b', 'a']);
  });
});

describe('comparePromptOrder', () => {
  it('treats a missing order index like 999999', () => {
    const at = new Date('2026-01-01');
    expect(
      comparePromptOrder(
        { orderIndex: null, createdAt: at },
        { orderIndex: 999999, createdAt: at },
      ),
    ).toBe(0);
  });
});

describe('pickMoreFeatured', () => {
  it(`returns at most ${MORE_FEATURED_LIMIT} featured prompts, in the given order`, () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(`f${i}`, { featured: true }));
    expect(ids(pickMoreFeatured(rows))).toEqual(['f0', 'f1', 'f2', 'f3']);
  });

  it('leaves out prompts that are not featured, not active or not prompts', () => {
    const rows = [
      row('plain'),
      row('inactive', { featured: true, status: 'inactive' }),
      { ...row('guide', { featured: true }), type: 'guide' as unknown as 'prompt' },
      row('ok', { featured: true }),
    ];
    expect(ids(pickMoreFeatured(rows))).toEqual(['ok']);
  });

  it('leaves out the current prompts (those already listed), then fills up to the cap', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(`f${i}`, { featured: true }));
    expect(ids(pickMoreFeatured(rows, ['f0', 'f1', 'f2']))).toEqual(['f3', 'f4', 'f5', 'f6']);
  });
});
