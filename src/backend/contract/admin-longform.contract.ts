import { describe, expect, it } from 'vitest';
import type { EssayInput } from '../../domain/cms/longform-save.ts';
import { SAVE_CONFLICT, SLUG_IN_USE } from '../../domain/cms/messages.ts';
import { KEPT_VERSIONS } from '../../domain/cms/versions.ts';
import type { Essay } from '../../domain/types.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asReader, asVisitor } from './personas.ts';

/** An essay as the dialog sends it. */
export function essayInput(overrides: Partial<EssayInput> = {}): EssayInput {
  return {
    title: 'Leading Through Fog',
    slug: 'leading-through-fog',
    excerpt: 'Leaders rarely see far.',
    content: '## Fog\n\nLeaders rarely see far.',
    status: 'draft',
    scheduledAt: null,
    category: 'general',
    readingTime: 1,
    tags: ['leadership'],
    featured: false,
    authorName: 'Alex Admin',
    authorBio: 'Writes about leading with AI.',
    headerImageUrl: '/media/signals.svg',
    metaTitle: null,
    metaDescription: null,
    canonicalUrl: null,
    ogTitle: 'Leading Through Fog',
    ogDescription: null,
    ogImageUrl: null,
    twitterTitle: null,
    twitterDescription: null,
    twitterImageUrl: 'https://images.unsplash.com/photo-9',
    ...overrides,
  };
}

const sameFields = (essay: Essay, input: EssayInput) =>
  Object.fromEntries(Object.keys(input).map((key) => [key, essay[key as keyof Essay]]));

/** AdminLongformApi: drafts and publishing, unique slugs, no save lost, versions kept. */
export function adminLongformContract(harness: () => ContractHarness): void {
  describe('admin: essays and dispatches', () => {
    it('lists every essay, drafts too, most recently updated first', async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      const essays = await admin.essays.list();
      expect(essays.map((e) => e.id).sort()).toEqual([
        'essay-draft',
        'essay-earlier',
        'essay-later',
      ]);
      const dispatches = await admin.dispatches.list();
      expect(dispatches.map((d) => d.status)).toContain('draft');
      const created = await admin.essays.create(essayInput());
      expect((await admin.essays.list())[0]?.id).toBe(created.id);
    });

    it('keeps a draft off the public site, and publishes it with a date it then keeps', async () => {
      const h = harness();
      const { backend, person } = await asAdmin(h);
      const admin = await backend.loadAdmin();
      const visitor = asVisitor(h);
      const draft = await admin.essays.create(essayInput());
      expect(draft).toMatchObject({
        status: 'draft',
        publishedAt: null,
        version: 1,
        userId: person.uid,
      });
      expect(sameFields(draft, essayInput())).toEqual(essayInput());
      expect(await visitor.content.getEssayBySlug(draft.slug)).toBeNull();

      const published = await admin.essays.update(draft.id, essayInput({ status: 'published' }), 1);
      expect(published.publishedAt).toBeInstanceOf(Date);
      expect(await visitor.content.getEssayBySlug(draft.slug)).toEqual(published);

      const edited = await admin.essays.update(
        draft.id,
        essayInput({ status: 'published', title: 'Edited' }),
        2,
      );
      expect(edited.publishedAt).toEqual(published.publishedAt);
      expect(edited.createdAt).toEqual(draft.createdAt);
      const unpublished = await admin.essays.update(draft.id, essayInput(), 3);
      expect(unpublished.publishedAt).toBeNull();
      expect(await visitor.content.getEssayBySlug(draft.slug)).toBeNull();
    });

    it('keeps fields the dialog does not edit', async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      const before = (await admin.essays.get('essay-earlier'))!;
      const after = await admin.essays.update(
        'essay-earlier',
        essayInput({ slug: 'essay-earlier' }),
        before.version,
      );
      expect(after).toMatchObject({
        faqs: before.faqs,
        seoKeywords: before.seoKeywords,
        canonicalAnswer: before.canonicalAnswer,
        createdAt: before.createdAt,
        userId: before.userId,
      });
    });

    it("refuses a slug another piece of the collection holds: 'Slug already in use'", async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      const refused = {
        code: 'already-exists',
        message: SLUG_IN_USE,
        fields: { slug: SLUG_IN_USE },
      };
      expect(await failure(admin.essays.create(essayInput({ slug: 'essay-earlier' })))).toEqual(
        refused,
      );
      const mine = await admin.essays.create(essayInput());
      expect(await failure(admin.essays.create(essayInput()))).toEqual(refused);
      expect(await failure(admin.essays.update('essay-earlier', essayInput(), 1))).toEqual(refused);
      // Another collection is another namespace.
      await expect(
        admin.dispatches.create({ ...essayInput(), category: null }),
      ).resolves.toMatchObject({
        slug: mine.slug,
      });
      // A slug given up is free again.
      await admin.essays.update(mine.id, essayInput({ slug: 'fog-renamed' }), 1);
      await expect(admin.essays.create(essayInput())).resolves.toMatchObject({
        slug: 'leading-through-fog',
      });
    });

    it('stops the second of two editors of one version, keeping the first one’s save', async () => {
      const h = harness();
      const first = await (await asAdmin(h)).backend.loadAdmin();
      const second = await (await asAdmin(h)).backend.loadAdmin();
      const opened = (await second.essays.get('essay-later'))!;
      await first.essays.update(
        'essay-later',
        essayInput({ slug: 'essay-later', content: 'First' }),
        opened.version,
      );
      expect(
        await failure(
          second.essays.update(
            'essay-later',
            essayInput({ slug: 'essay-later', content: 'Second' }),
            opened.version,
          ),
        ),
      ).toEqual({ code: 'aborted', message: SAVE_CONFLICT, fields: {} });
      expect((await second.essays.get('essay-later'))?.content).toBe('First');
    });

    it(`keeps each replaced version, the last ${KEPT_VERSIONS}, newest first`, async () => {
      const admin = await (await asAdmin(harness())).backend.loadAdmin();
      const original = (await admin.dispatches.get('dispatch-earlier'))!;
      const input = (n: number) => ({
        ...essayInput({ slug: 'dispatch-earlier', content: `Save ${n}` }),
        category: null,
      });
      const second = await admin.dispatches.update(original.id, input(2), 1);
      const versions = await admin.dispatches.versions(original.id);
      expect(versions.map((v) => v.version)).toEqual([1]);
      expect(versions[0]?.snapshot).toEqual(original);
      expect(versions[0]?.archivedAt).toEqual(second.updatedAt);

      for (let n = 3; n <= KEPT_VERSIONS + 2; n++)
        await admin.dispatches.update(original.id, input(n), n - 1);
      const kept = await admin.dispatches.versions(original.id);
      expect(kept).toHaveLength(KEPT_VERSIONS);
      expect(kept[0]?.version).toBe(KEPT_VERSIONS + 1);
      expect(kept.at(-1)?.version).toBe(2);
      expect(kept[0]?.snapshot.content).toBe(`Save ${KEPT_VERSIONS + 1}`);
    });

    it('deletes a piece with its kept versions; its slug is free again', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      await admin.essays.update('essay-earlier', essayInput({ slug: 'essay-earlier' }), 1);
      await admin.essays.remove('essay-earlier');
      expect(await admin.essays.get('essay-earlier')).toBeNull();
      expect(await admin.essays.versions('essay-earlier')).toEqual([]);
      expect(await asVisitor(h).content.getEssayBySlug('essay-earlier')).toBeNull();
      await expect(
        admin.essays.create(essayInput({ slug: 'essay-earlier' })),
      ).resolves.toBeTruthy();
    });

    it('refuses a reader, and a visitor with the spec’s message', async () => {
      const h = harness();
      const reader = await (await asReader(h)).backend.loadAdmin();
      expect(await failure(reader.essays.list())).toMatchObject({ code: 'permission-denied' });
      expect(await failure(reader.essays.create(essayInput()))).toMatchObject({
        code: 'permission-denied',
      });
      expect(await failure(reader.dispatches.versions('dispatch-earlier'))).toMatchObject({
        code: 'permission-denied',
      });
      const visitor = await asVisitor(h).loadAdmin();
      expect(await failure(visitor.essays.create(essayInput()))).toEqual({
        code: 'unauthenticated',
        message: 'Must be authenticated',
        fields: {},
      });
    });
  });
}
