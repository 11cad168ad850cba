import { describe, expect, it } from 'vitest';
import { testDb } from '../test/emulators.ts';
import { knownSlugsCache } from './known-slugs.ts';

describe('known slugs', () => {
  it('are the published pieces of each kind, read again when stale or a new slug shows', async () => {
    const db = testDb();
    await Promise.all([
      db.collection('essays').add({ slug: 'live', status: 'published' }),
      db.collection('essays').add({ slug: 'draft', status: 'draft' }),
      db.collection('articles').add({ slug: 'week-1', status: 'published' }),
      db.collection('resources').add({ slug: 'board-prep', status: 'active' }),
      db.collection('resources').add({ slug: 'retired', status: 'inactive' }),
    ]);
    let clock = 0;
    const known = knownSlugsCache(db, () => clock);
    const first = await known('/essays/live');
    expect(first).toEqual({
      essays: new Set(['live']),
      dispatches: new Set(['week-1']),
      prompts: new Set(['board-prep']),
    });

    await db.collection('essays').add({ slug: 'just-published', status: 'published' });
    // Within 30 s the list is trusted; after, a path naming a slug it lacks reads it again.
    clock = 10_000;
    expect((await known('/essays/just-published')).essays.has('just-published')).toBe(false);
    clock = 31_000;
    expect((await known('/five-capabilities')).essays.has('just-published')).toBe(false);
    expect((await known('/essays/just-published')).essays.has('just-published')).toBe(true);

    await db.collection('essays').add({ slug: 'later', status: 'published' });
    clock = 31_000 + 5 * 60_000 + 1;
    expect((await known('/')).essays.has('later')).toBe(true);
  });
});
