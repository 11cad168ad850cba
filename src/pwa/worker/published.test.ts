import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch, essay } from '../../backend/seed/helpers.ts';
import { buildSearchIndex } from '../../domain/search/search-index.ts';
import { demoPublished } from './published-demo.ts';
import { sitePublished } from './published-site.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const base = { content: 'Text.', publishedOn: '2026-11-20' };

describe("what the worker finds published, on the demo's database", () => {
  it('published pieces and the scheduled ones whose time has come; never a draft or a later one', async () => {
    const db = `edge-navigator-demo-test-${Math.random()}`;
    const store = createStore(db, 'collections');
    const live = dispatch({ ...base, id: 'd1', title: 'Live', slug: 'live' });
    const draft = {
      ...dispatch({ ...base, id: 'd2', title: 'Draft', slug: 'draft' }),
      status: 'draft',
    };
    const due = {
      ...dispatch({ ...base, id: 'd3', title: 'Due', slug: 'due' }),
      status: 'scheduled',
      publishedAt: null,
      scheduledAt: new Date(NOW.getTime() - 60_000),
    };
    const later = { ...due, id: 'd4', slug: 'later', scheduledAt: new Date(NOW.getTime() + 1000) };
    await set('articles', [live, draft, due, later], store);
    await set(
      'essays',
      [essay({ ...base, id: 'e1', title: 'Essay', slug: 'essay', category: 'general' })],
      store,
    );

    const found = await demoPublished(NOW, db);
    expect(found.map(({ ref }) => [ref.key, ref.path])).toEqual([
      ['essay:essay', '/essays/essay'],
      ['dispatch:live', '/dispatches/live'],
      ['dispatch:due', '/dispatches/due'],
    ]);
    const dueFound = found.find(({ ref }) => ref.key === 'dispatch:due');
    expect(dueFound?.ref.published).toEqual(due.scheduledAt);
    expect(dueFound?.piece.item).toMatchObject({ slug: 'due', status: 'published' });
  });

  it('a device where the demo never ran: nothing', async () => {
    expect(await demoPublished(NOW, `edge-navigator-demo-none-${Math.random()}`)).toEqual([]);
  });
});

describe('what the worker finds published, on the Firebase build (the search index)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the index's essays and dispatches at their own addresses, not its prompts", async () => {
    const d = dispatch({ ...base, id: 'd1', title: 'Live', slug: 'live' });
    const index = buildSearchIndex([{ kind: 'dispatch', item: d }], NOW);
    const fetched = vi.fn(async () => Response.json(index));
    vi.stubGlobal('fetch', fetched);
    expect(await sitePublished()).toEqual([
      {
        key: 'dispatch:live',
        kind: 'dispatch',
        path: '/dispatches/live',
        published: d.publishedAt,
      },
    ]);
    expect(fetched).toHaveBeenCalledWith(
      '/search-index.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('rejects when the index cannot be had, so the refresh leaves its time as it was', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 503 }));
    await expect(sitePublished()).rejects.toThrow('The search index answered 503');
  });
});
