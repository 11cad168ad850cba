// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { essay } from '../../backend/seed/helpers.ts';
import { createOfflineLibrary, createReadingPositions, type ImageStore } from './index.ts';
import { MAX_POSITIONS } from './reading-positions.ts';

const fresh = () => `edge-positions-test-${Math.random()}`;
const noImages: ImageStore = { keep: async () => 0, drop: async () => {}, measure: async () => 0 };

describe('reading positions', () => {
  it('keeps a position across a reload, per piece, and forgets on request', async () => {
    const dbName = fresh();
    const positions = createReadingPositions(dbName);
    await positions.set('essay:the-edge-dilemma', 0.42);
    await positions.set('dispatch:dispatch-41', 0.9);
    const afterReload = createReadingPositions(dbName);
    expect(await afterReload.get('essay:the-edge-dilemma')).toBe(0.42);
    expect(await afterReload.get('dispatch:dispatch-41')).toBe(0.9);
    expect(await afterReload.get('essay:never-opened')).toBeNull();
    await afterReload.forget(['essay:the-edge-dilemma']);
    expect(await afterReload.get('essay:the-edge-dilemma')).toBeNull();
    expect(await afterReload.get('dispatch:dispatch-41')).toBe(0.9);
  });

  it('refuses what is not a progress, and reads anything odd stored as no position', async () => {
    const dbName = fresh();
    const positions = createReadingPositions(dbName);
    await positions.set('essay:a', 1.5);
    expect(await positions.get('essay:a')).toBeNull();
    await set('essay:b', { progress: 'half' }, createStore(dbName, 'positions'));
    await set('essay:c', 0.5, createStore(dbName, 'positions'));
    expect(await positions.get('essay:b')).toBeNull();
    expect(await positions.get('essay:c')).toBeNull();
  });

  it(`keeps the ${MAX_POSITIONS} written last`, async () => {
    let tick = 0;
    const positions = createReadingPositions(fresh(), () => new Date(++tick * 1000));
    for (let i = 0; i <= MAX_POSITIONS; i++) await positions.set(`essay:e${i}`, 0.5);
    expect(await positions.get('essay:e0')).toBeNull();
    expect(await positions.get('essay:e1')).toBe(0.5);
    expect(await positions.get(`essay:e${MAX_POSITIONS}`)).toBe(0.5);
  });

  it('are forgotten with the piece when it is removed from the device', async () => {
    const positions = createReadingPositions(fresh());
    const library = createOfflineLibrary({
      dbName: fresh(),
      images: noImages,
      positions: async () => positions,
    });
    const item = essay({
      id: 'e1',
      title: 'Essay one',
      slug: 'essay-one',
      content: 'Text.',
      publishedOn: '2026-01-05',
      category: 'general',
    });
    await library.save({ kind: 'essay', item });
    await positions.set('essay:essay-one', 0.3);
    await positions.set('essay:kept', 0.6);
    await library.remove('essay:essay-one');
    expect(await positions.get('essay:essay-one')).toBeNull();
    expect(await positions.get('essay:kept')).toBe(0.6);
  });

  it('logs a failure and reads no position', async () => {
    const positions = createReadingPositions(fresh());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(await positions.get('essay:a')).toBeNull();
    await positions.set('essay:a', 0.5);
    expect(log).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
