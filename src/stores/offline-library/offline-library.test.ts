// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { essay } from '../../backend/seed/helpers.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { createOfflineLibrary, type ImageStore } from './index.ts';

let dbName = '';
let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 1) + ++clock * 60_000);

/** Images kept in memory: which URLs are held, with a fixed size each. */
function memoryImages(size = 1000) {
  const held = new Set<string>();
  const store: ImageStore = {
    keep: vi.fn(async (urls: string[]) => {
      urls.forEach((url) => held.add(url));
      return urls.length * size;
    }),
    drop: vi.fn(async (urls: string[]) => {
      urls.forEach((url) => held.delete(url));
    }),
    measure: vi.fn(async (urls: string[]) => urls.length * size),
  };
  return { store, held };
}

function piece(slug: string, content = 'Some text.', headerImageUrl: string | null = null) {
  const item = essay({
    id: `id-${slug}`,
    title: `Essay ${slug}`,
    slug,
    content,
    publishedOn: '2026-01-05',
    category: 'general',
  });
  return { kind: 'essay', item: { ...item, headerImageUrl } } satisfies ContentPiece;
}

beforeEach(() => {
  dbName = `edge-offline-test-${Math.random()}`;
});

describe('the offline library', () => {
  it('keeps what it saved across a reload: a new library on the same database reads it whole', async () => {
    const first = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    const saved = piece('the-edge-dilemma', '# Hello\n\nWorld', '/media/header.svg');
    await first.save(saved);

    const afterReload = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    const [entry] = await afterReload.list();
    expect(entry?.key).toBe('essay:the-edge-dilemma');
    expect(entry?.piece).toEqual(saved);
    expect(entry?.piece.item.updatedAt).toBeInstanceOf(Date);
    expect(entry?.images).toEqual([`${window.location.origin}/media/header.svg`]);
    expect(entry?.pinned).toBe(false);
    expect(await afterReload.find('any', 'the-edge-dilemma')).toEqual(entry);
    expect(await afterReload.find('dispatch', 'the-edge-dilemma')).toBeNull();
  });

  it('skips a corrupt entry and still reads the others', async () => {
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    await library.save(piece('good'));
    const raw = createStore(dbName, 'pieces');
    await set('essay:broken', { format: 1, key: 'essay:broken', piece: 'garbage' }, raw);
    await set('essay:older', { title: 'from another version' }, raw);

    const again = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    expect((await again.list()).map((p) => p.key)).toEqual(['essay:good']);
    expect(await again.find('essay', 'broken')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('essay:broken'));
    errors.mockRestore();
  });

  it('lists by most recently read, and opening a piece again moves it first without losing its pin', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    await library.save(piece('a'));
    await library.save(piece('b'));
    await library.setPinned('essay:a', true);
    expect((await library.list()).map((p) => p.key)).toEqual(['essay:b', 'essay:a']);
    await library.save(piece('a'));
    const [first] = await library.list();
    expect(first).toMatchObject({ key: 'essay:a', pinned: true });
    expect(first!.readAt.getTime()).toBeGreaterThan(first!.savedAt.getTime());
    await library.save(piece('b'));
    expect((await library.list()).map((p) => p.key)).toEqual(['essay:b', 'essay:a']);
  });

  it('keeps the date a version was saved when it is opened again, and moves it for a new version', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    const first = piece('a');
    await library.save(first);
    const [saved] = await library.list();
    await library.save(first);
    const [reopened] = await library.list();
    expect(reopened?.savedAt).toEqual(saved?.savedAt);
    expect(reopened?.readAt.getTime()).toBeGreaterThan(saved!.readAt.getTime());

    const edited = { ...first, item: { ...first.item, content: 'New text.', updatedAt: now() } };
    await library.save(edited);
    const [updated] = await library.list();
    expect(updated?.piece).toEqual(edited);
    expect(updated?.savedAt).toEqual(updated?.readAt);
    expect(updated?.savedAt.getTime()).toBeGreaterThan(saved!.savedAt.getTime());
  });

  it('finds a saved item by kind and id, as share links name them', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    const saved = piece('the-edge-dilemma');
    await library.save(saved);
    expect(await library.findItem('essay', (i) => i.id === 'id-the-edge-dilemma')).toEqual(
      saved.item,
    );
    expect(await library.findItem('prompt', (i) => i.id === 'id-the-edge-dilemma')).toBeNull();
    expect(await library.findItem('essay', (i) => i.id === 'id-other')).toBeNull();
  });

  it('makes room by dropping the oldest unpinned pieces and their images; a pinned one stays', async () => {
    const images = memoryImages(0);
    const big = 'x'.repeat(4000);
    const library = createOfflineLibrary({ dbName, now, limit: 10_000, images: images.store });
    await library.save(piece('pinned', big, '/pinned.png'));
    await library.setPinned('essay:pinned', true);
    await library.save(piece('old', big, '/old.png'));
    await library.save(piece('newer', big));
    // Three of about 5 KB each do not fit in 10 KB: 'old' goes, the pinned one stays.
    expect((await library.list()).map((p) => p.key)).toEqual(['essay:newer', 'essay:pinned']);
    expect([...images.held]).toEqual([`${window.location.origin}/pinned.png`]);
  });

  it('removes a piece, and forgets every saved copy of a slug the server no longer has', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    await library.save(piece('a'));
    await library.save(piece('b'));
    await library.remove('essay:a');
    await library.forget('any', 'b');
    expect(await library.list()).toEqual([]);
  });

  it('tells subscribers when it changes, loading on first subscription', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    expect(library.snapshot().status).toBe('loading');
    const listener = vi.fn();
    const stop = library.subscribe(listener);
    await vi.waitFor(() => expect(library.snapshot().status).toBe('ready'));
    await library.save(piece('a'));
    expect(library.snapshot().pieces.map((p) => p.key)).toEqual(['essay:a']);
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('is empty, not loading for ever, when the device will not open its database', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('blocked');
    });
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    const stop = library.subscribe(() => {});
    await vi.waitFor(() =>
      expect(library.snapshot()).toMatchObject({ status: 'ready', pieces: [] }),
    );
    expect(errors).toHaveBeenCalled();
    stop();
    open.mockRestore();
    errors.mockRestore();
  });

  it('counts the text and the images it could keep in the space used', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages(2048).store });
    await library.save(piece('a', 'Words.', '/one.png'));
    const [entry] = await library.list();
    expect(entry!.bytes).toBeGreaterThan(2048);
    expect(entry!.bytes).toBeLessThan(2048 + 4000);
    expect(library.snapshot().bytes).toBe(entry!.bytes);
  });
});

describe('saving without reading (Save everything)', () => {
  it('keeps the reading date of a piece already read, and dates a new one when saved', async () => {
    const library = createOfflineLibrary({ dbName, now, images: memoryImages().store });
    await library.save(piece('read'));
    const [read] = await library.list();
    await library.save(piece('read'), { opened: false });
    await library.save(piece('new'), { opened: false });
    const after = await library.list();
    const again = after.find((p) => p.key === 'essay:read');
    const fresh = after.find((p) => p.key === 'essay:new');
    expect(again?.readAt).toEqual(read?.readAt);
    expect(fresh?.readAt).toEqual(fresh?.savedAt);
    // Unread until opened: the saved list says 'Saved' rather than 'Read' for it.
    expect(again?.unread).toBeUndefined();
    expect(fresh?.unread).toBe(true);
    await library.save(piece('new'), { opened: false });
    expect((await library.find('essay', 'new'))?.unread).toBe(true);
    await library.save(piece('new'));
    expect((await library.find('essay', 'new'))?.unread).toBeUndefined();
  });

  it('estimates a piece as it would count it: its text and the images it shows', async () => {
    const images = memoryImages(2048);
    const library = createOfflineLibrary({ dbName, now, images: images.store });
    const withImage = piece('a', 'Words.', '/one.png');
    const estimate = await library.estimate(withImage);
    expect(images.store.measure).toHaveBeenCalledWith([`${window.location.origin}/one.png`]);
    expect(images.held.size).toBe(0); // measured, not fetched
    await library.save(withImage);
    const [entry] = await library.list();
    expect(estimate).toBe(entry!.bytes);
  });
});
