import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { ADMINS_ONLY } from '../../src/domain/cms/admin-roles.ts';
import { NO_SHARE_OVERRIDES } from '../../src/domain/entities/longform.ts';
import { SCHEDULE_IN_PAST } from '../../src/domain/schedule.ts';
import { RESOURCE_NOT_FOUND, SAVE_CONFLICT, SLUG_IN_USE } from '../../src/domain/cms/messages.ts';
import { signedInWithRole } from '../test/admin.ts';
import { callableRequest, refusalOf } from '../test/callable-request.ts';
import { testDb } from '../test/emulators.ts';
import {
  deleteContentHandler,
  reorderPromptsHandler,
  savePieceHandler,
  savePrompt,
  savePromptHandler,
} from './content-saves.ts';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), warn: vi.fn() }));

const AT = new Date('2026-11-01T10:00:00.000Z');
const deps = () => ({ db: testDb(), now: () => AT });

const signedIn = (email: string, admin: boolean) => signedInWithRole(email, { admin });

const promptInput = (title = 'Board Prep') => ({
  title,
  description: 'Three questions.',
  aboutPrompt: 'About.',
  howToUse: 'How.',
  explainerContent: null,
  content: 'You are my advisor.',
  tags: ['edge-co-pilots'],
  featured: false,
  // A caller may not set what the server decides.
  orderIndex: 1,
});

const essayInput = (slug = 'fog', status = 'draft') => ({
  title: 'Fog',
  slug,
  excerpt: null,
  content: 'Text.',
  status,
  category: 'general',
  readingTime: 1,
  tags: [],
  featured: false,
  authorName: null,
  authorBio: null,
  headerImageUrl: null,
  metaTitle: null,
  metaDescription: null,
  ...NO_SHARE_OVERRIDES,
});

describe('savePrompt', () => {
  it('schedules a prompt at a time ahead, and refuses one gone by', async () => {
    const auth = await signedIn('admin@example.com', true);
    const at = new Date(AT.getTime() + 60_000);
    const scheduled = await savePromptHandler(
      {
        auth,
        data: {
          id: null,
          baseVersion: null,
          // As the callable brings it: a Date as its ISO string.
          input: { ...promptInput(), status: 'scheduled', scheduledAt: at.toISOString() },
        },
      },
      deps(),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at });
    const stored = await testDb().doc(`resources/${scheduled.id}`).get();
    expect(stored.get('scheduledAt').toDate()).toEqual(at);
    const edited = await savePromptHandler(
      {
        auth,
        data: {
          id: scheduled.id,
          baseVersion: 1,
          input: { ...promptInput(), status: 'scheduled', scheduledAt: at.toISOString() },
        },
      },
      deps(),
    );
    expect(edited).toMatchObject({ status: 'scheduled', version: 2 });
    expect(
      await refusalOf(
        savePromptHandler(
          {
            auth,
            data: {
              id: null,
              baseVersion: null,
              input: {
                ...promptInput('Too Late'),
                status: 'scheduled',
                scheduledAt: new Date(AT.getTime() - 1000).toISOString(),
              },
            },
          },
          deps(),
        ),
      ),
    ).toEqual({ code: 'invalid-argument', message: SCHEDULE_IN_PAST });
  });

  it('creates an active prompt and claims its slug; the caller sets no order', async () => {
    const auth = await signedIn('admin@example.com', true);
    const prompt = await savePromptHandler(
      { auth, data: { id: null, baseVersion: null, input: promptInput() } },
      deps(),
    );
    expect(prompt).toMatchObject({
      slug: 'board-prep',
      status: 'active',
      orderIndex: null,
      version: 1,
    });
    const claim = await testDb().doc('slug_claims/resources:board-prep').get();
    expect(claim.data()).toEqual({ collection: 'resources', slug: 'board-prep', docId: prompt.id });
  });

  it('stops a save over a newer version, and a slug held by an older unclaimed prompt', async () => {
    const auth = await signedIn('admin@example.com', true);
    const created = await savePromptHandler(
      { auth, data: { id: null, baseVersion: null, input: promptInput() } },
      deps(),
    );
    await savePromptHandler(
      { auth, data: { id: created.id, baseVersion: 1, input: promptInput() } },
      deps(),
    );
    expect(
      await refusalOf(
        savePromptHandler(
          { auth, data: { id: created.id, baseVersion: 1, input: promptInput() } },
          deps(),
        ),
      ),
    ).toEqual({ code: 'aborted', message: SAVE_CONFLICT });
    // Stored before slug claims existed.
    await testDb()
      .doc('resources/legacy')
      .set({ title: 'Old One', slug: 'old-one', status: 'active' });
    expect(
      await refusalOf(
        savePromptHandler(
          { auth, data: { id: null, baseVersion: null, input: promptInput('Old one') } },
          deps(),
        ),
      ),
    ).toEqual({ code: 'already-exists', message: SLUG_IN_USE });
  });

  it('is for admins only, and sends dates as text through the callable', async () => {
    const reader = await signedIn('reader@example.com', false);
    expect(
      await refusalOf(
        savePromptHandler(
          { auth: reader, data: { id: null, baseVersion: null, input: promptInput() } },
          deps(),
        ),
      ),
    ).toEqual({ code: 'permission-denied', message: ADMINS_ONLY });
    const auth = await signedIn('admin@example.com', true);
    const wire = (await savePrompt.run(
      callableRequest({ id: null, baseVersion: null, input: promptInput('Wired') }, { auth }),
    )) as Record<string, unknown>;
    expect(typeof wire.createdAt).toBe('string');
    const bad: unknown = await savePrompt
      .run(callableRequest({ id: 'no/slashes', baseVersion: null, input: {} }, { auth }))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(HttpsError);
    expect(bad).toMatchObject({ code: 'invalid-argument' });
  });
});

describe('savePiece', () => {
  it('keeps each replaced version and moves the slug claim with the piece', async () => {
    const auth = await signedIn('admin@example.com', true);
    const created = await savePieceHandler(
      { auth, data: { collection: 'essays', id: null, baseVersion: null, input: essayInput() } },
      deps(),
    );
    const moved = await savePieceHandler(
      {
        auth,
        data: {
          collection: 'essays',
          id: created.id,
          baseVersion: 1,
          input: essayInput('clear', 'published'),
        },
      },
      deps(),
    );
    expect(moved).toMatchObject({
      slug: 'clear',
      status: 'published',
      publishedAt: AT,
      version: 2,
    });
    const kept = await testDb().doc(`essays/${created.id}/versions/1`).get();
    expect(kept.get('snapshot.slug')).toBe('fog');
    expect((await testDb().doc('slug_claims/essays:fog').get()).exists).toBe(false);
    expect((await testDb().doc('slug_claims/essays:clear').get()).get('docId')).toBe(created.id);
  });

  it("refuses a backslash path, which would name another site in a page's head", async () => {
    const auth = await signedIn('admin@example.com', true);
    for (const field of ['headerImageUrl', 'canonicalUrl', 'ogImageUrl', 'twitterImageUrl']) {
      const input = { ...essayInput(), [field]: '/\\evil.example/u3.png' };
      expect(
        await refusalOf(
          savePieceHandler(
            { auth, data: { collection: 'essays', id: null, baseVersion: null, input } },
            deps(),
          ),
        ),
      ).toMatchObject({ code: 'invalid-argument' });
    }
    expect((await testDb().collection('essays').get()).size).toBe(0);
  });
});

describe('deleteContent and reorderPrompts', () => {
  it('deletes a piece with its versions and claim, and refuses a move naming a missing prompt', async () => {
    const auth = await signedIn('admin@example.com', true);
    const essay = await savePieceHandler(
      { auth, data: { collection: 'essays', id: null, baseVersion: null, input: essayInput() } },
      deps(),
    );
    await savePieceHandler(
      { auth, data: { collection: 'essays', id: essay.id, baseVersion: 1, input: essayInput() } },
      deps(),
    );
    await deleteContentHandler({ auth, data: { collection: 'essays', id: essay.id } }, deps());
    expect((await testDb().doc(`essays/${essay.id}`).get()).exists).toBe(false);
    expect((await testDb().collection(`essays/${essay.id}/versions`).get()).size).toBe(0);
    expect((await testDb().doc('slug_claims/essays:fog').get()).exists).toBe(false);

    const prompt = await savePromptHandler(
      { auth, data: { id: null, baseVersion: null, input: promptInput() } },
      deps(),
    );
    await reorderPromptsHandler(
      { auth, data: { changes: [{ id: prompt.id, orderIndex: 4 }] } },
      deps(),
    );
    expect((await testDb().doc(`resources/${prompt.id}`).get()).get('orderIndex')).toBe(4);
    expect(
      await refusalOf(
        reorderPromptsHandler(
          {
            auth,
            data: {
              changes: [
                { id: prompt.id, orderIndex: 0 },
                { id: 'gone', orderIndex: 1 },
              ],
            },
          },
          deps(),
        ),
      ),
    ).toEqual({ code: 'not-found', message: RESOURCE_NOT_FOUND });
    expect((await testDb().doc(`resources/${prompt.id}`).get()).get('orderIndex')).toBe(4);
  });
});
