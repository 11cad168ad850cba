// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { essay, prompt } from '../../backend/seed/helpers.ts';
import { BackendError } from '../../domain/errors.ts';
import type { Essay } from '../../domain/types.ts';
import { readItem, readList, readPiece } from './backend-or-saved.ts';
import { createOfflineLibrary, type OfflineLibrary } from './offline-library.ts';

const images = { keep: async () => 0, drop: async () => {}, measure: async () => 0 };
const unavailable = () => new BackendError('unavailable', 'offline');

const anEssay = (slug: string, tags: string[] = []): Essay =>
  essay({
    id: `id-${slug}`,
    title: `Essay ${slug}`,
    slug,
    content: 'Text.',
    publishedOn: '2026-01-05',
    category: 'general',
    tags,
  });
const aPrompt = prompt({
  id: 'id-p',
  title: 'A prompt',
  slug: 'a-prompt',
  description: 'What it does.',
  category: 'edge-co-pilots',
  tags: ['coaching'],
  aboutPrompt: null,
  howToUse: null,
  content: 'You are...',
  orderIndex: null,
  createdOn: '2026-01-05',
});

let library: OfflineLibrary;
beforeEach(async () => {
  library = createOfflineLibrary({ dbName: `backend-or-saved-${Math.random()}`, images });
  await library.save({ kind: 'essay', item: anEssay('saved', ['edge']) });
  await library.save({ kind: 'prompt', item: aPrompt });
});
afterEach(() => vi.restoreAllMocks());

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('readPiece: the backend, else the saved copy', () => {
  it("answers with the backend's piece, and drops from the device a slug it no longer has", async () => {
    const fresh = anEssay('saved');
    expect(await readPiece('essay', 'saved', async () => fresh, library)).toEqual({
      source: 'network',
      piece: { kind: 'essay', item: fresh },
    });
    expect(await readPiece('essay', 'saved', async () => null, library)).toEqual({
      source: 'network',
      piece: null,
    });
    await vi.waitFor(async () => expect(await library.find('essay', 'saved')).toBeNull());
  });

  it('answers with the saved copy when the read fails, and offline without asking', async () => {
    const saved = await library.find('essay', 'saved');
    const failing = vi.fn().mockRejectedValue(unavailable());
    expect(await readPiece('essay', 'saved', failing, library)).toEqual({
      source: 'saved',
      piece: saved!.piece,
      saved,
    });
    goOffline();
    const read = vi.fn();
    expect((await readPiece('essay', 'saved', read, library)).source).toBe('saved');
    expect(read).not.toHaveBeenCalled();
  });

  it("says 'not-saved' without a connection and nothing saved; other failures stand", async () => {
    const failing = () => Promise.reject(unavailable());
    expect(await readPiece('essay', 'unsaved', failing, library)).toEqual({ source: 'not-saved' });
    const broken = () => Promise.reject(new BackendError('internal', 'boom'));
    await expect(readPiece('essay', 'unsaved', broken, library)).rejects.toThrow('boom');
    goOffline();
    expect(await readPiece('essay', 'unsaved', vi.fn(), library)).toEqual({
      source: 'not-saved',
    });
  });
});

describe('readList: the backend, else the saved items of the kind', () => {
  it("answers with the backend's list, else the saved items `keep` keeps", async () => {
    const listed = [anEssay('a'), anEssay('b')];
    expect(await readList('essay', async () => listed, { library })).toEqual({
      source: 'network',
      items: listed,
    });
    const failing = () => Promise.reject(unavailable());
    expect(await readList('essay', failing, { library })).toEqual({
      source: 'saved',
      items: [anEssay('saved', ['edge'])],
    });
    await expect(
      readList('essay', failing, { keep: (e) => e.tags.includes('other'), library }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    goOffline();
    expect((await readList('prompt', vi.fn(), { library })).items).toEqual([aPrompt]);
  });

  it("keeps the backend's list on screen when a refresh fails: the failure stands", async () => {
    const failing = () => Promise.reject(unavailable());
    await expect(
      readList('essay', failing, { shown: { source: 'network' }, library }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    // A list from the device is read from the device again.
    expect((await readList('essay', failing, { shown: { source: 'saved' }, library })).source).toBe(
      'saved',
    );
  });
});

describe('readItem: one item by what a link names', () => {
  it('answers from the backend, else the saved item that matches, else null', async () => {
    const fresh = anEssay('fresh');
    expect(
      await readItem(
        'essay',
        async () => fresh,
        () => false,
        library,
      ),
    ).toEqual({
      source: 'network',
      item: fresh,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => Promise.reject(unavailable());
    expect(await readItem('prompt', failing, (p) => p.id === 'id-p', library)).toEqual({
      source: 'saved',
      item: aPrompt,
    });
    expect(await readItem('prompt', failing, (p) => p.id === 'id-other', library)).toEqual({
      source: 'not-saved',
      item: null,
    });
    expect(error).toHaveBeenCalledWith('Failed to load the prompt', expect.any(BackendError));
  });
});
