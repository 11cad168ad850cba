import { describe, expect, it } from 'vitest';
import {
  MUST_BE_AUTHENTICATED,
  MUST_BE_AUTHENTICATED_FOR_RESOURCES,
  RESOURCE_NOT_FOUND,
  SAVE_CONFLICT,
  SLUG_IN_USE,
} from '../../domain/cms/messages.ts';
import type { PromptInput } from '../../domain/cms/prompt-save.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asReader, asVisitor } from './personas.ts';

/** A prompt as the form sends it. */
export function promptInput(overrides: Partial<PromptInput> = {}): PromptInput {
  return {
    title: 'Board Prep: Three Questions',
    description: 'Three questions before any board meeting.',
    aboutPrompt: 'What it does.',
    howToUse: 'Paste the agenda.',
    explainerContent: null,
    content: 'You are my board advisor...',
    tags: ['edge-co-pilots', 'advisory'],
    featured: false,
    ...overrides,
  };
}

/** AdminPromptsApi: the library, its order, one slug per prompt, no save lost. */
export function adminPromptsContract(harness: () => ContractHarness): void {
  describe('admin: prompts', () => {
    it('lists every prompt, inactive ones too, in the library order', async () => {
      const { backend } = await asAdmin(harness());
      const admin = await backend.loadAdmin();
      // Fixtures: prompt-older index 1, prompt-inactive index 1 (newer), prompt-newer index 2.
      expect((await admin.prompts.list()).map((p) => p.id)).toEqual([
        'prompt-inactive',
        'prompt-older',
        'prompt-newer',
      ]);
    });

    it('creates an active prompt of type prompt, its slug from the title, public at once', async () => {
      const h = harness();
      const { backend, person } = await asAdmin(h);
      const admin = await backend.loadAdmin();
      const created = await admin.prompts.create(promptInput());
      expect(created).toMatchObject({
        slug: 'board-prep-three-questions',
        status: 'active',
        type: 'prompt',
        userId: person.uid,
        orderIndex: null,
        version: 1,
        title: 'Board Prep: Three Questions',
        tags: ['edge-co-pilots', 'advisory'],
      });
      const stored = (await h.stored('resources')).find((doc) => doc.title === created.title);
      expect(stored).toMatchObject({ slug: created.slug, status: 'active', version: 1 });
      expect(await asVisitor(h).content.getPromptBySlug(created.slug)).toEqual(created);
    });

    it('refuses a title whose slug another prompt holds', async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      await admin.prompts.create(promptInput());
      expect(
        await failure(admin.prompts.create(promptInput({ title: 'Board prep, three questions!' }))),
      ).toEqual({
        code: 'already-exists',
        message: SLUG_IN_USE,
        fields: { title: SLUG_IN_USE },
      });
      expect(
        await failure(admin.prompts.create(promptInput({ title: 'Prompt Older' }))),
      ).toMatchObject({
        code: 'already-exists',
      });
    });

    it('updates over the version it opened: the slug follows the title', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const created = await admin.prompts.create(promptInput());
      const updated = await admin.prompts.update(
        created.id,
        promptInput({ title: 'Board Prep, Revised', featured: true }),
        created.version,
      );
      expect(updated).toMatchObject({ slug: 'board-prep-revised', featured: true, version: 2 });
      expect(await asVisitor(h).content.getPromptBySlug('board-prep-revised')).toEqual(updated);
      expect(await asVisitor(h).content.getPromptBySlug(created.slug)).toBeNull();
      // The old slug is free again.
      await expect(admin.prompts.create(promptInput())).resolves.toMatchObject({
        slug: created.slug,
      });
    });

    it('stops a save made over a version someone else has replaced, writing nothing', async () => {
      const h = harness();
      const first = await (await asAdmin(h)).backend.loadAdmin();
      const second = await (await asAdmin(h)).backend.loadAdmin();
      const opened = await first.prompts.create(promptInput());
      await first.prompts.update(
        opened.id,
        promptInput({ content: 'First editor' }),
        opened.version,
      );
      expect(
        await failure(
          second.prompts.update(
            opened.id,
            promptInput({ content: 'Second editor' }),
            opened.version,
          ),
        ),
      ).toEqual({ code: 'aborted', message: SAVE_CONFLICT, fields: {} });
      const stored = (await h.stored('resources')).find((doc) => doc.slug === opened.slug);
      expect(stored).toMatchObject({ content: 'First editor', version: 2 });
    });

    it("says 'Resource not found' for a prompt that is gone", async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      expect(await failure(admin.prompts.update('no-such-prompt', promptInput(), 1))).toEqual({
        code: 'not-found',
        message: RESOURCE_NOT_FOUND,
        fields: {},
      });
    });

    it('reorders all or nothing, keeping each prompt’s version', async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      await admin.prompts.reorder([
        { id: 'prompt-newer', orderIndex: 0 },
        { id: 'prompt-older', orderIndex: 5 },
      ]);
      const listed = await admin.prompts.list();
      expect(listed.map((p) => [p.id, p.orderIndex, p.version])).toEqual([
        ['prompt-newer', 0, 1],
        ['prompt-inactive', 1, 1],
        ['prompt-older', 5, 1],
      ]);
      expect(
        await failure(
          admin.prompts.reorder([
            { id: 'prompt-older', orderIndex: 9 },
            { id: 'no-such-prompt', orderIndex: 1 },
          ]),
        ),
      ).toEqual({ code: 'not-found', message: RESOURCE_NOT_FOUND, fields: {} });
      expect((await admin.prompts.list()).find((p) => p.id === 'prompt-older')?.orderIndex).toBe(5);
    });

    it('deletes a prompt, which leaves the public library at once', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      await admin.prompts.remove('prompt-older');
      expect((await admin.prompts.list()).map((p) => p.id)).not.toContain('prompt-older');
      expect(await asVisitor(h).content.getPromptBySlug('prompt-older')).toBeNull();
      // Its slug is free for a new prompt.
      await expect(
        admin.prompts.create(promptInput({ title: 'Prompt Older' })),
      ).resolves.toMatchObject({
        slug: 'prompt-older',
      });
    });

    it("refuses a visitor ('Must be authenticated...') and a reader", async () => {
      const h = harness();
      const visitor = await asVisitor(h).loadAdmin();
      expect(await failure(visitor.prompts.create(promptInput()))).toEqual({
        code: 'unauthenticated',
        message: MUST_BE_AUTHENTICATED_FOR_RESOURCES,
        fields: {},
      });
      expect(await failure(visitor.prompts.list())).toMatchObject({
        message: MUST_BE_AUTHENTICATED,
      });
      const reader = await (await asReader(h)).backend.loadAdmin();
      expect(await failure(reader.prompts.list())).toMatchObject({ code: 'permission-denied' });
      expect(await failure(reader.prompts.create(promptInput()))).toMatchObject({
        code: 'permission-denied',
      });
      expect(
        await failure(reader.prompts.reorder([{ id: 'prompt-older', orderIndex: 0 }])),
      ).toMatchObject({
        code: 'permission-denied',
      });
      expect(await failure(reader.prompts.remove('prompt-older'))).toMatchObject({
        code: 'permission-denied',
      });
    });
  });
}
