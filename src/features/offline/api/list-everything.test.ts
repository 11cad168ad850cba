import { describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../../backend/demo/testing.ts';
import { essay } from '../../../backend/seed/helpers.ts';
import { newestFirst, pageOf, type ListQuery } from '../../../domain/content-query.ts';
import { EVERYTHING_PAGE_SIZE, listEverything } from './list-everything.ts';

describe('listEverything', () => {
  it('pages through every published essay and dispatch to the end, and reads the prompts', async () => {
    const backend = createTestBackend();
    // 120 essays: three pages of 50, 50 and 20.
    const many = newestFirst(
      Array.from({ length: 120 }, (_, i) =>
        essay({
          id: `e${String(i).padStart(3, '0')}`,
          title: `Essay ${i}`,
          slug: `essay-${i}`,
          content: 'x',
          publishedOn: `2026-0${1 + (i % 9)}-01`,
          category: 'general',
        }),
      ),
      (e) => e.publishedAt,
    );
    const listEssays = vi
      .spyOn(backend.content, 'listEssays')
      .mockImplementation(async (query: ListQuery = {}) =>
        pageOf(many, query, (e) => e.publishedAt),
      );
    const listDispatches = vi.spyOn(backend.content, 'listDispatches');
    const pieces = await listEverything(backend.content, new AbortController().signal);

    expect(listEssays).toHaveBeenCalledTimes(3);
    expect(listEssays.mock.calls.map(([q]) => q?.limit)).toEqual([51, 51, 51]);
    expect(listEssays.mock.calls[0]?.[0]?.after).toBeUndefined();
    const essays = pieces.filter((p) => p.kind === 'essay').map((p) => p.item.id);
    expect(essays).toEqual(many.map((e) => e.id));
    expect(new Set(essays).size).toBe(120);

    const dispatches = await backend.content.listDispatches();
    const prompts = await backend.content.listPrompts();
    expect(listDispatches.mock.calls[0]?.[0]).toEqual({ limit: EVERYTHING_PAGE_SIZE + 1 });
    expect(pieces.filter((p) => p.kind === 'dispatch')).toHaveLength(dispatches.length);
    expect(pieces.filter((p) => p.kind === 'prompt')).toHaveLength(prompts.length);
    expect(dispatches.length).toBeGreaterThan(0);
    expect(prompts.length).toBeGreaterThan(0);
  });

  it('stops when cancelled, and passes a failed read on', async () => {
    const backend = createTestBackend();
    const controller = new AbortController();
    controller.abort();
    await expect(listEverything(backend.content, controller.signal)).rejects.toThrow();

    vi.spyOn(backend.content, 'listDispatches').mockRejectedValue(new Error('unavailable'));
    await expect(listEverything(backend.content, new AbortController().signal)).rejects.toThrow(
      'unavailable',
    );
  });
});
