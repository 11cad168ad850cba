import { describe, expect, it } from 'vitest';
import { FIXTURE_ESSAYS, FIXTURE_PROMPTS } from '../../backend/contract/fixtures.ts';
import {
  buildSearchIndex,
  readSearchIndex,
  searchDocOf,
  SEARCH_INDEX_FORMAT,
  TEXT_TERMS,
} from '../../domain/search/search-index.ts';
import {
  markMatches,
  needConnectionNote,
  offlineShare,
} from '../../domain/search/search-results.ts';
import { readableText, searchTerm, termsOf } from '../../domain/search/search-text.ts';

const essay = { ...FIXTURE_ESSAYS[0]!, title: 'Leading Through the Fog', tags: ['leadership'] };
const prompt = FIXTURE_PROMPTS[0]!;

describe('the words the search reads', () => {
  it('lower-cases, drops accents and apostrophes, and leaves out stop words', () => {
    expect(termsOf("The CEO’s Café: what AI can't do, and why")).toEqual([
      'ceos',
      'cafe',
      'ai',
      'cant',
    ]);
    expect(searchTerm('a')).toBeNull();
    expect(searchTerm('The')).toBeNull();
  });

  it('reads Markdown as its words: no link targets, URLs or tags', () => {
    expect(
      termsOf(readableText('See [the board](https://x.example/a) <b>now</b> https://y.example')),
    ).toEqual(['see', 'board', 'now']);
  });
});

describe('the index', () => {
  it('holds where a piece is, what a result shows, and the other words of its text', () => {
    const doc = searchDocOf({
      kind: 'essay',
      item: { ...essay, content: 'Leaders rarely see far in fog. Boards ask for certainty.' },
    });
    expect(doc).toMatchObject({
      key: `essay:${essay.slug}`,
      kind: 'essay',
      path: `/essays/${essay.slug}`,
      title: 'Leading Through the Fog',
      excerpt: essay.excerpt,
      tags: ['leadership'],
      date: essay.publishedAt!.getTime(),
    });
    // 'fog' is in the title: the text's words are the others.
    expect(doc.terms.split(' ')).toEqual([
      'leaders',
      'rarely',
      'see',
      'far',
      'boards',
      'ask',
      'certainty',
    ]);
  });

  it('keeps in the index the words a text uses most, and on the device all of them', () => {
    const words = Array.from({ length: TEXT_TERMS + 10 }, (_, i) => `word${i}`);
    const content = `${words.join(' ')} word45 word45 word44`;
    const piece = { kind: 'essay' as const, item: { ...essay, excerpt: '', content } };
    const indexed = searchDocOf(piece, TEXT_TERMS).terms.split(' ');
    expect(indexed).toHaveLength(TEXT_TERMS);
    expect(indexed.slice(0, 3)).toEqual(['word45', 'word44', 'word0']);
    expect(searchDocOf(piece).terms.split(' ')).toHaveLength(TEXT_TERMS + 10);
  });

  it("searches a prompt's description and every part of its text", () => {
    const doc = searchDocOf({
      kind: 'prompt',
      item: { ...prompt, description: 'Weekly review', howToUse: 'Paste your calendar' },
    });
    expect(doc).toMatchObject({ path: `/prompts/detail/${prompt.slug}`, excerpt: 'Weekly review' });
    expect(doc.terms).toContain('calendar');
  });

  it('travels as compact rows and reads back the same; another format or a bad row is not read', () => {
    const file = buildSearchIndex(
      [
        { kind: 'essay', item: essay },
        { kind: 'prompt', item: prompt },
      ],
      new Date('2026-11-01T09:00:00Z'),
    );
    expect(file.format).toBe(SEARCH_INDEX_FORMAT);
    const docs = readSearchIndex(JSON.parse(JSON.stringify(file)));
    expect(docs).toEqual([
      searchDocOf({ kind: 'essay', item: essay }, TEXT_TERMS),
      searchDocOf({ kind: 'prompt', item: prompt }, TEXT_TERMS),
    ]);
    expect(readSearchIndex({ ...file, format: 99 })).toBeNull();
    expect(readSearchIndex({ ...file, rows: [['x'], ...file.rows.slice(1)] })).toHaveLength(1);
    expect(readSearchIndex('nonsense')).toBeNull();
  });
});

describe('what a result shows', () => {
  it('marks the words matched and the word being typed, keeping the text around them', () => {
    expect(markMatches('Leading through the fog, leaders!', new Set(['fog']), ['lead'])).toEqual([
      { text: 'Leading', mark: true },
      { text: ' through the ', mark: false },
      { text: 'fog', mark: true },
      { text: ', ', mark: false },
      { text: 'leaders', mark: true },
      { text: '!', mark: false },
    ]);
  });

  it('offline, keeps what the device has and counts what needs a connection', () => {
    const results = [{ key: 'essay:a' }, { key: 'essay:b' }, { key: 'prompt:c' }];
    expect(offlineShare(results, new Set(['essay:b']))).toEqual({
      available: [{ key: 'essay:b' }],
      needConnection: 2,
    });
    expect(needConnectionNote(1)).toBe('1 more result needs a connection.');
    expect(needConnectionNote(2)).toBe('2 more results need a connection.');
  });
});
