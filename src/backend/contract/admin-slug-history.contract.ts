import { describe, expect, it } from 'vitest';
import type { DispatchInput } from '../../domain/cms/longform-save.ts';
import { essayInput } from './admin-longform.contract.ts';
import { promptInput } from './admin-prompts.contract.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVisitor } from './personas.ts';

/** A dispatch as the dialog sends it. */
const dispatchInput = (overrides: Partial<DispatchInput> = {}): DispatchInput => ({
  ...essayInput(),
  category: { name: 'Dispatches', slug: 'dispatches' },
  tags: ['dispatch'],
  ...overrides,
});

/**
 * A published piece whose slug changes keeps its old address (DECISIONS.md): the save keeps the
 * slug it leaves (`previousSlugs`), and anyone finds where it went (ContentApi.findMovedSlug).
 */
export function adminSlugHistoryContract(harness: () => ContractHarness): void {
  describe('admin: a published piece renamed keeps its old address', () => {
    it('an essay: each address it was published at leads to where it is now', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const visitor = asVisitor(h);
      const published = essayInput({ status: 'published', slug: 'first-name' });
      const essay = await admin.essays.create(published);
      const second = await admin.essays.update(essay.id, { ...published, slug: 'second-name' }, 1);
      expect(second.previousSlugs).toEqual(['first-name']);
      expect(await visitor.content.getEssayBySlug('first-name')).toBeNull();
      expect(await visitor.content.findMovedSlug('essay', 'first-name')).toBe('second-name');
      const third = await admin.essays.update(essay.id, { ...published, slug: 'third-name' }, 2);
      expect(third.previousSlugs).toEqual(['first-name', 'second-name']);
      expect(await visitor.content.findMovedSlug('essay', 'first-name')).toBe('third-name');
      expect(await visitor.content.findMovedSlug('essay', 'second-name')).toBe('third-name');
      // Not a dispatch's, nor an address nothing was ever published at.
      expect(await visitor.content.findMovedSlug('dispatch', 'first-name')).toBeNull();
      expect(await visitor.content.findMovedSlug('essay', 'never-published')).toBeNull();
    });

    it('a draft renamed leaves nothing behind; an unpublished piece is found nowhere', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const visitor = asVisitor(h);
      const draft = await admin.essays.create(essayInput({ slug: 'draft-name' }));
      const renamed = await admin.essays.update(draft.id, essayInput({ slug: 'draft-renamed' }), 1);
      expect(renamed.previousSlugs).toEqual([]);
      expect(await visitor.content.findMovedSlug('essay', 'draft-name')).toBeNull();

      const live = essayInput({ status: 'published', slug: 'live-name' });
      const piece = await admin.essays.create(live);
      await admin.essays.update(piece.id, { ...live, slug: 'live-renamed' }, 1);
      await admin.essays.update(piece.id, { ...live, slug: 'live-renamed', status: 'draft' }, 2);
      expect(await visitor.content.findMovedSlug('essay', 'live-name')).toBeNull();
    });

    it('a slug taken back is current again, and its later one redirects to it', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const visitor = asVisitor(h);
      const live = essayInput({ status: 'published', slug: 'back-again' });
      const piece = await admin.essays.create(live);
      await admin.essays.update(piece.id, { ...live, slug: 'gone-away' }, 1);
      const back = await admin.essays.update(piece.id, { ...live, slug: 'back-again' }, 2);
      expect(back.previousSlugs).toEqual(['gone-away']);
      expect(await visitor.content.getEssayBySlug('back-again')).toMatchObject({ id: piece.id });
      expect(await visitor.content.findMovedSlug('essay', 'gone-away')).toBe('back-again');
    });

    it('a dispatch, and a prompt renamed by its title', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const visitor = asVisitor(h);
      const issue = dispatchInput({ status: 'published', slug: 'issue-one' });
      const dispatch = await admin.dispatches.create(issue);
      await admin.dispatches.update(dispatch.id, { ...issue, slug: 'issue-one-revised' }, 1);
      expect(await visitor.content.findMovedSlug('dispatch', 'issue-one')).toBe(
        'issue-one-revised',
      );

      const prompt = await admin.prompts.create(promptInput({ title: 'Board Prep' }));
      const renamed = await admin.prompts.update(
        prompt.id,
        promptInput({ title: 'Board Prep, Revised' }),
        1,
      );
      expect(renamed.previousSlugs).toEqual(['board-prep']);
      expect(await visitor.content.findMovedSlug('prompt', 'board-prep')).toBe(
        'board-prep-revised',
      );
    });
  });
}
