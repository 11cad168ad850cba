import { describe, expect, it } from 'vitest';
import { cursorAfter } from '../../domain/content-query.ts';
import type { Essay } from '../../domain/types.ts';
import type { ContentApi } from '../backend.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import {
  FEATURED_TITLE,
  LIST_DISPATCHES,
  LIST_ESSAYS,
  LIST_PROMPTS,
  LISTED_ESSAY_IDS,
} from './list-fixtures.ts';
import { asVisitor } from './personas.ts';

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const published = (essay: Essay) => essay.publishedAt;

/** Every page of the essays list, `size` at a time, following the cursors. */
async function allPages(content: ContentApi, size: number, tag?: string): Promise<string[][]> {
  const pages: string[][] = [];
  let after: ReturnType<typeof cursorAfter> | undefined;
  for (;;) {
    const page = await content.listEssays({ tag, limit: size, after });
    if (page.length === 0) return pages;
    pages.push(ids(page));
    after = cursorAfter(page.at(-1)!, published);
  }
}

/** ContentApi's narrowed and paged lists: the same items, order and pages on both adapters. */
export function listsContract(harness: () => ContractHarness): void {
  describe('content lists', () => {
    const visitor = async () => {
      await harness().addContent({
        essays: LIST_ESSAYS,
        dispatches: LIST_DISPATCHES,
        prompts: LIST_PROMPTS,
      });
      return asVisitor(harness()).content;
    };

    it('pages a list newest first, same dates by id descending, to the end', async () => {
      const content = await visitor();
      const all = LISTED_ESSAY_IDS;
      expect(ids(await content.listEssays())).toEqual(all);
      expect(await allPages(content, 2)).toEqual([
        ['essay-later', 'essay-tie-b'],
        ['essay-tie-a', 'essay-earlier'],
        ['essay-titled-new', 'essay-titled-old'],
        ['essay-capital-tag'],
      ]);
      expect((await allPages(content, 3)).flat()).toEqual(all);
    });

    it('narrows a list to a tag as stored, and pages it', async () => {
      const content = await visitor();
      expect(await allPages(content, 1, 'edge-tag')).toEqual([['essay-tie-b'], ['essay-tie-a']]);
      expect(ids(await content.listDispatches({ tag: 'dispatch' }))).toEqual([
        'dispatch-issue-new',
        'dispatch-issue-old',
      ]);
      const [first] = await content.listDispatches({ tag: 'dispatch', limit: 1 });
      expect(first).toEqual(LIST_DISPATCHES[1]);
      const next = await content.listDispatches({
        tag: 'dispatch',
        limit: 1,
        after: cursorAfter(first!, (d) => d.publishedAt),
      });
      expect(ids(next)).toEqual(['dispatch-issue-old']);
    });

    it('finds the newest published essay with a title, and no draft', async () => {
      const content = await visitor();
      expect(await content.getEssayByTitle(FEATURED_TITLE)).toEqual(LIST_ESSAYS[3]);
      expect(await content.getEssayByTitle('Title of essay-draft')).toBeNull();
      expect(await content.getEssayByTitle('No such title')).toBeNull();
    });

    it('lists the prompts with any of some tags, exactly as stored; none for no tag', async () => {
      const content = await visitor();
      expect(
        ids(await content.listPrompts({ anyTag: ['edge-co-pilots', 'coaching', 'advisory'] })),
      ).toEqual(['prompt-newer', 'prompt-coaching', 'prompt-older']);
      expect(ids(await content.listPrompts({ anyTag: ['signals'] }))).toEqual(['prompt-signals']);
      expect(await content.listPrompts({ anyTag: [] })).toEqual([]);
    });

    it('lists the newest featured active prompts, at most as many as asked', async () => {
      const content = await visitor();
      expect(ids(await content.listFeaturedPrompts(2))).toEqual([
        'prompt-featured-vision',
        'prompt-newer',
      ]);
      expect(ids(await content.listFeaturedPrompts(10))).toEqual([
        'prompt-featured-vision',
        'prompt-newer',
        'prompt-signals',
      ]);
    });

    it('refuses a page of no items and more tags than Firestore takes, alike', async () => {
      const content = await visitor();
      const refused = {
        code: 'invalid-argument',
        message: 'A page holds a whole number of items from 1.',
        fields: {},
      };
      expect(await failure(content.listEssays({ limit: 0 }))).toEqual(refused);
      expect(await failure(content.listFeaturedPrompts(0))).toEqual(refused);
      const tags = Array.from({ length: 31 }, (_, i) => `tag-${i}`);
      expect(await failure(content.listPrompts({ anyTag: tags }))).toEqual({
        code: 'invalid-argument',
        message: 'At most 30 tags in one query.',
        fields: {},
      });
    });
  });
}
