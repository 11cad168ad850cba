import { describe, expect, it } from 'vitest';
import type { Backend } from '../backend.ts';
import { FIXTURE_DISPATCHES, FIXTURE_ESSAYS, FIXTURE_PROMPTS } from './fixtures.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVisitor } from './personas.ts';

const byId = <T extends { id: string }>(items: T[], id: string): T => {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};
const essay = (id: string) => byId(FIXTURE_ESSAYS, id);
const dispatch = (id: string) => byId(FIXTURE_DISPATCHES, id);
const prompt = (id: string) => byId(FIXTURE_PROMPTS, id);

/** ContentApi: published lists and reads, drafts and inactive prompts invisible, slug lookups. */
export function contentContract(harness: () => ContractHarness): void {
  describe('content', () => {
    const publicReads = async (backend: Backend) => {
      const { content } = backend;
      // Lists: public pieces only, newest first, each exactly as stored.
      expect(await content.listEssays()).toEqual([essay('essay-later'), essay('essay-earlier')]);
      expect(await content.listDispatches()).toEqual([
        dispatch('dispatch-later'),
        dispatch('dispatch-earlier'),
      ]);
      expect(await content.listPrompts()).toEqual([prompt('prompt-newer'), prompt('prompt-older')]);
    };

    it('lists published essays and dispatches and active prompts, newest first', async () => {
      await publicReads(asVisitor(harness()));
    });

    it('gives an admin the same public reads (drafts are for the CMS, not these)', async () => {
      await publicReads((await asAdmin(harness())).backend);
    });

    it('finds public pieces by slug and by id', async () => {
      const { content } = asVisitor(harness());
      expect(await content.getEssayBySlug('essay-earlier')).toEqual(essay('essay-earlier'));
      expect(await content.getEssayById('essay-later')).toEqual(essay('essay-later'));
      expect(await content.getDispatchBySlug('dispatch-earlier')).toEqual(
        dispatch('dispatch-earlier'),
      );
      expect(await content.getPromptBySlug('prompt-older')).toEqual(prompt('prompt-older'));
      expect(await content.getPromptById('prompt-newer')).toEqual(prompt('prompt-newer'));
    });

    it('answers null for drafts, inactive prompts and unknown slugs or ids', async () => {
      const { content } = asVisitor(harness());
      expect(await content.getEssayBySlug('essay-draft')).toBeNull();
      expect(await content.getEssayById('essay-draft')).toBeNull();
      expect(await content.getDispatchBySlug('dispatch-draft')).toBeNull();
      expect(await content.getPromptBySlug('prompt-inactive')).toBeNull();
      expect(await content.getPromptById('prompt-inactive')).toBeNull();
      expect(await content.getEssayBySlug('no-such-essay')).toBeNull();
      expect(await content.getEssayById('no-such-id')).toBeNull();
      expect(await content.getDispatchBySlug('no-such-dispatch')).toBeNull();
      expect(await content.getPromptBySlug('no-such-prompt')).toBeNull();
      expect(await content.getPromptById('no-such-id')).toBeNull();
    });

    it('keeps drafts out of an admin’s public reads too', async () => {
      const { content } = (await asAdmin(harness())).backend;
      expect(await content.getEssayById('essay-draft')).toBeNull();
      expect(await content.getEssayBySlug('essay-draft')).toBeNull();
      expect(await content.getPromptById('prompt-inactive')).toBeNull();
    });
  });
}
