import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../backend/seed/helpers.ts';
import { turnedOn, type PublishedRef } from '../../domain/keep-new.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { keepNewStore } from '../../platform/offline/saved-library/keep-new-store.ts';
import {
  savePiece,
  type LibraryStorage,
} from '../../platform/offline/saved-library/library-writes.ts';
import { pieceRecords } from '../../platform/offline/saved-library/piece-records.ts';
import { refreshNew, type RefreshParts } from './refresh-new.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const HOUR = 60 * 60 * 1000;

/** A dispatch published `hoursAgo`, its text `size` characters. */
function piece(slug: string, hoursAgo: number, size = 100): ContentPiece {
  const item = dispatch({
    id: `id-${slug}`,
    title: slug,
    slug,
    content: 'x'.repeat(size),
    publishedOn: '2026-11-01',
  });
  const at = new Date(NOW.getTime() - hoursAgo * HOUR);
  return { kind: 'dispatch', item: { ...item, publishedAt: at, updatedAt: at } };
}

const refOf = (p: ContentPiece): PublishedRef => ({
  key: `dispatch:${p.item.slug}`,
  kind: 'dispatch',
  path: `/dispatches/${p.item.slug}`,
  published: (p.item as { publishedAt: Date }).publishedAt,
});

/** A library (in its own database, limit `limit`), the setting, and a refresh over `published`. */
function setup(published: ContentPiece[], limit = 10 * 1024 * 1024) {
  let clock = NOW.getTime();
  const storage: LibraryStorage = {
    records: pieceRecords(`edge-offline-test-${Math.random()}`),
    images: { keep: async () => 0, drop: async () => {} },
    pages: { keep: async () => 0, match: async () => undefined, drop: async () => {} },
    limit,
    now: () => new Date((clock += 1000)),
    origin: 'https://edge.example',
  };
  const setting = keepNewStore(`edge-keep-new-test-${Math.random()}`);
  const parts: RefreshParts = {
    setting,
    listPublished: async () => published.map(refOf),
    onDevice: async () => new Set((await storage.records.readAll()).map((p) => p.key)),
    save: async (ref) => {
      await savePiece(
        storage,
        published.find((p) => refOf(p).key === ref.key)!,
        {
          opened: false,
        },
      );
      return true;
    },
    now: () => new Date(clock),
  };
  const keys = async () => (await storage.records.readAll()).map((p) => p.key).sort();
  return { storage, setting, parts, keys };
}

describe('a background refresh of the offline library', () => {
  it('does nothing while the setting is off, or was never turned on', async () => {
    const { setting, parts, keys } = setup([piece('new', 1)]);
    expect(await refreshNew(parts)).toBeNull();
    await setting.write({ ...turnedOn(NOW, true), on: false });
    expect(await refreshNew(parts)).toBeNull();
    expect(await keys()).toEqual([]);
  });

  it('saves what is new, unread, and stores when it ran; the next saves only what came since', async () => {
    const published = [piece('monday', 48), piece('today', 2)];
    const { storage, setting, parts, keys } = setup(published);
    await setting.write(turnedOn(NOW, true));
    expect(await refreshNew(parts)).toEqual({
      saved: ['dispatch:monday', 'dispatch:today'],
      failed: [],
    });
    expect(await keys()).toEqual(['dispatch:monday', 'dispatch:today']);
    expect((await storage.records.readOne('dispatch:today'))?.unread).toBe(true);
    const stored = await setting.read();
    expect(stored?.lastRefreshedAt?.getTime()).toBeGreaterThan(NOW.getTime());
    expect(stored?.lastSaved).toBe(2);

    published.push(piece('tonight', 0));
    expect((await refreshNew(parts))?.saved).toEqual(['dispatch:tonight']);
  });

  it('stays within the library limit, the pinned piece kept and the newest pieces first', async () => {
    const published = [piece('a', 5, 40_000), piece('b', 4, 40_000), piece('c', 3, 40_000)];
    const { storage, setting, parts, keys } = setup(published, 100_000);
    await savePiece(storage, piece('pinned-old', 900, 30_000), {});
    const pinned = await storage.records.readOne('dispatch:pinned-old');
    await storage.records.put({ ...pinned!, pinned: true });
    await setting.write(turnedOn(NOW, true));
    await refreshNew(parts);
    const all = await storage.records.readAll();
    expect(all.reduce((sum, p) => sum + p.bytes, 0)).toBeLessThanOrEqual(100_000);
    expect(await keys()).toEqual(['dispatch:c', 'dispatch:pinned-old']);
  });

  it('offline (what is published cannot be read): nothing saved, the last refresh time unchanged', async () => {
    const { setting, parts } = setup([]);
    await setting.write(turnedOn(NOW, true));
    parts.listPublished = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refreshNew(parts)).toBeNull();
    expect((await setting.read())?.lastRefreshedAt).toBeNull();
  });

  it('a piece whose save fails is reported and tried again', async () => {
    const { setting, parts } = setup([piece('flaky', 1)]);
    await setting.write(turnedOn(NOW, true));
    const save = parts.save;
    parts.save = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refreshNew(parts)).toEqual({ saved: [], failed: ['dispatch:flaky'] });
    parts.save = save;
    expect((await refreshNew(parts))?.saved).toEqual(['dispatch:flaky']);
  });

  it('turned off while it ran: the setting stays off', async () => {
    const { setting, parts } = setup([piece('a', 1)]);
    await setting.write(turnedOn(NOW, true));
    const save = parts.save;
    parts.save = async (ref) => {
      await setting.change((s) => ({ ...s, on: false }));
      return save(ref);
    };
    await refreshNew(parts);
    expect((await setting.read())?.on).toBe(false);
  });
});
