import { describe, expect, it } from 'vitest';
import { publishedSearchIndex } from '../search-index.ts';
import { seedDispatches, seedEssays, seedPrompts } from '../seed/index.ts';
import { createDemoDatabase } from './database.ts';
import { createMemoryKeyValueStore } from './kv-store.ts';
import { createTestBackend } from './testing.ts';

const descending = (dates: Array<Date | null>) =>
  dates.every((date, i) => i === 0 || dates[i - 1]!.getTime() >= date!.getTime());

describe('demo content', () => {
  it('lists only published essays, newest publishedAt first', async () => {
    const essays = await createTestBackend().content.listEssays();
    expect(essays).toHaveLength(seedEssays.filter((e) => e.status === 'published').length);
    expect(essays.every((e) => e.status === 'published')).toBe(true);
    expect(descending(essays.map((e) => e.publishedAt))).toBe(true);
    expect(essays[0]?.id).toBe('essay-eie-playbook');
  });

  it('keeps drafts out of reads by slug and by id', async () => {
    const { content } = createTestBackend();
    expect(await content.getEssayBySlug('draft-board-briefing')).toBeNull();
    expect(await content.getEssayById('essay-draft-board-briefing')).toBeNull();
    expect(await content.getDispatchBySlug('dispatch-42-cohort-plans-draft')).toBeNull();
    expect((await content.getEssayBySlug('prompt-engineering'))?.category).toBe(
      'prompt-engineering',
    );
    expect((await content.getEssayById('essay-edge-dilemma'))?.title).toBe('The EDGE Dilemma');
  });

  it('lists only published dispatches, newest first', async () => {
    const { content } = createTestBackend();
    const dispatches = await content.listDispatches();
    expect(dispatches.map((d) => d.id)).toEqual([
      'dispatch-41',
      'dispatch-40',
      'dispatch-39',
      'dispatch-38',
    ]);
    expect((await content.getDispatchBySlug(seedDispatches[0]!.slug))?.id).toBe('dispatch-38');
  });

  it('lists only active prompts, newest createdAt first', async () => {
    const prompts = await createTestBackend().content.listPrompts();
    expect(prompts).toHaveLength(seedPrompts.length);
    expect(descending(prompts.map((p) => p.createdAt))).toBe(true);
  });

  it('hides inactive prompts from lists and single reads', async () => {
    const storage = createMemoryKeyValueStore();
    const backend = createTestBackend({ storage });
    // Deactivate one directly in storage, as the CMS would.
    await createDemoDatabase(storage).mutate('resources', (prompts) => {
      prompts.find((p) => p.id === 'prompt-weak-signals')!.status = 'inactive';
    });
    const prompts = await backend.content.listPrompts();
    expect(prompts.map((p) => p.id)).not.toContain('prompt-weak-signals');
    expect(await backend.content.getPromptBySlug('weak-signals-scanner')).toBeNull();
    expect(await backend.content.getPromptById('prompt-weak-signals')).toBeNull();
    expect((await backend.content.getPromptById('prompt-ai-chief-of-staff'))?.title).toBe(
      'Build an AI Chief of Staff',
    );
  });

  it('returns fresh copies with real Dates', async () => {
    const { content } = createTestBackend();
    const first = await content.getEssayBySlug('the-edge-dilemma');
    first!.title = 'Changed by the caller';
    const second = await content.getEssayBySlug('the-edge-dilemma');
    expect(second?.title).toBe('The EDGE Dilemma');
    expect(second?.publishedAt).toBeInstanceOf(Date);
  });
});

describe('demo search index', () => {
  it('is the index the server builds from the same published content', async () => {
    const backend = createTestBackend();
    const served = await publishedSearchIndex(backend.content, new Date());
    const built = await backend.search.index();
    expect(built.rows).toEqual(served.rows);
    expect(built.rows.length).toBe(
      seedEssays.filter((e) => e.status === 'published').length +
        seedDispatches.filter((d) => d.status === 'published').length +
        seedPrompts.filter((p) => p.status === 'active').length,
    );
  });
});
