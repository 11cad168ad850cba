import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_DISPATCHES,
  FIXTURE_ESSAYS,
  FIXTURE_PROMPTS,
} from '../../src/backend/contract/fixtures.ts';
import {
  FEATURED_TITLE,
  LIST_DISPATCHES,
  LIST_ESSAYS,
  LIST_PROMPTS,
  LISTED_ESSAY_IDS,
} from '../../src/backend/contract/list-fixtures.ts';
import { cursorAfter } from '../../src/domain/content-query.ts';
import { testDb } from '../test/emulators.ts';
import { publishedContent } from './published-content.ts';

// renderPage's reads through the Admin SDK, which no security rule filters: the same answers as
// the app's adapters give a visitor (src/backend/contract/content.contract.ts and
// lists.contract.ts, on the same fixtures), drafts and inactive prompts never among them.

const ids = (items: { id: string }[]) => items.map((item) => item.id);

beforeEach(async () => {
  const batch = testDb().batch();
  const put = (collection: string, items: { id: string }[]) => {
    for (const { id, ...data } of items) batch.set(testDb().collection(collection).doc(id), data);
  };
  put('essays', [...FIXTURE_ESSAYS, ...LIST_ESSAYS]);
  put('articles', [...FIXTURE_DISPATCHES, ...LIST_DISPATCHES]);
  put('resources', [...FIXTURE_PROMPTS, ...LIST_PROMPTS]);
  await batch.commit();
});

const content = () => publishedContent(testDb());

describe('publishedContent (Admin SDK)', () => {
  it('lists published essays and dispatches and active prompts, newest first, as stored', async () => {
    const essays = await content().listEssays();
    expect(ids(essays)).toEqual(LISTED_ESSAY_IDS);
    expect(essays[0]).toEqual(FIXTURE_ESSAYS.find((e) => e.id === 'essay-later'));
    expect(ids(await content().listDispatches())).toEqual([
      'dispatch-later',
      'dispatch-issue-new',
      'dispatch-earlier',
      'dispatch-issue-old',
    ]);
    expect(ids(await content().listPrompts())).not.toContain('prompt-inactive');
  });

  it('narrows to a tag and pages by cursor', async () => {
    const [first] = await content().listDispatches({ tag: 'dispatch', limit: 1 });
    expect(first).toEqual(LIST_DISPATCHES[1]);
    const next = await content().listDispatches({
      tag: 'dispatch',
      limit: 1,
      after: cursorAfter(first!, (d) => d.publishedAt),
    });
    expect(ids(next)).toEqual(['dispatch-issue-old']);
    expect(ids(await content().listEssays({ tag: 'edge-tag' }))).toEqual([
      'essay-tie-b',
      'essay-tie-a',
    ]);
  });

  it('finds public pieces by slug, id and title; null for drafts, inactive and unknown', async () => {
    const reads = content();
    expect(await reads.getEssayBySlug('essay-earlier')).toEqual(FIXTURE_ESSAYS[0]);
    expect(ids([(await reads.getEssayById('essay-later'))!])).toEqual(['essay-later']);
    expect(await reads.getEssayByTitle(FEATURED_TITLE)).toEqual(LIST_ESSAYS[3]);
    expect((await reads.getDispatchBySlug('dispatch-earlier'))?.id).toBe('dispatch-earlier');
    expect((await reads.getPromptBySlug('prompt-older'))?.id).toBe('prompt-older');
    expect((await reads.getPromptById('prompt-newer'))?.id).toBe('prompt-newer');
    for (const hidden of [
      reads.getEssayBySlug('essay-draft'),
      reads.getEssayById('essay-draft'),
      reads.getEssayByTitle('Title of essay-draft'),
      reads.getDispatchBySlug('dispatch-draft'),
      reads.getPromptBySlug('prompt-inactive'),
      reads.getPromptById('prompt-inactive'),
      reads.getEssayById('no-such-id'),
    ]) {
      expect(await hidden).toBeNull();
    }
  });

  it('lists prompts with any of some tags and the newest featured ones', async () => {
    const reads = content();
    expect(ids(await reads.listPrompts({ anyTag: ['edge-co-pilots', 'coaching'] }))).toEqual([
      'prompt-newer',
      'prompt-coaching',
      'prompt-older',
    ]);
    expect(await reads.listPrompts({ anyTag: [] })).toEqual([]);
    expect(ids(await reads.listFeaturedPrompts(2))).toEqual([
      'prompt-featured-vision',
      'prompt-newer',
    ]);
  });

  it('refuses what Firestore refuses, as the app does', async () => {
    await expect(content().listEssays({ limit: 0 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      content().listPrompts({ anyTag: Array.from({ length: 31 }, (_, i) => `t${i}`) }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
