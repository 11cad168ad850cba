import { describe, expect, it } from 'vitest';
import { MAX_PREVIOUS_SLUGS, movedAddressNote, previousSlugsAfter } from './slug-history.ts';

const essay = (slug: string, status = 'published', previousSlugs: string[] = []) => ({
  slug,
  status,
  previousSlugs,
});

describe('previousSlugsAfter', () => {
  it('keeps the slug a published piece leaves, newest last', () => {
    expect(previousSlugsAfter('essays', essay('first'), 'second')).toEqual(['first']);
    expect(previousSlugsAfter('essays', essay('second', 'published', ['first']), 'third')).toEqual([
      'first',
      'second',
    ]);
  });

  it('keeps nothing for a new piece, a draft renamed, or a save that keeps the slug', () => {
    expect(previousSlugsAfter('essays', null, 'new')).toEqual([]);
    expect(previousSlugsAfter('articles', essay('draft-one', 'draft'), 'draft-two')).toEqual([]);
    expect(previousSlugsAfter('essays', essay('same', 'published', ['old']), 'same')).toEqual([
      'old',
    ]);
  });

  it('treats an active prompt as public, an inactive one not', () => {
    expect(previousSlugsAfter('resources', essay('a', 'active'), 'b')).toEqual(['a']);
    expect(previousSlugsAfter('resources', essay('a', 'inactive'), 'b')).toEqual([]);
  });

  it('makes a slug taken back current again, not an old one', () => {
    expect(previousSlugsAfter('essays', essay('second', 'published', ['first']), 'first')).toEqual([
      'second',
    ]);
  });

  it(`keeps the last ${MAX_PREVIOUS_SLUGS}`, () => {
    const many = Array.from({ length: MAX_PREVIOUS_SLUGS }, (_, i) => `s${i}`);
    const after = previousSlugsAfter('essays', essay('now', 'published', many), 'next');
    expect(after).toHaveLength(MAX_PREVIOUS_SLUGS);
    expect(after[0]).toBe('s1');
    expect(after.at(-1)).toBe('now');
  });
});

describe('movedAddressNote', () => {
  it('says where the piece moves and that the old address keeps working', () => {
    expect(movedAddressNote('/essays/old', '/essays/new')).toBe(
      'Saving moves it to /essays/new. Its old address, /essays/old, keeps working: readers and shared links are sent on to the new one.',
    );
    expect(movedAddressNote('/essays/same', '/essays/same')).toBeNull();
  });
});
