import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../domain/search/search-index.ts';
import { createSearchEngine } from './engine.ts';

const doc = (key: string, fields: Partial<SearchDoc>): SearchDoc => ({
  key,
  kind: 'essay',
  path: `/essays/${key}`,
  title: '',
  excerpt: '',
  tags: [],
  terms: '',
  date: 0,
  ...fields,
});

const DOCS = [
  doc('text', { title: 'Quarterly rhythm', terms: 'board governance risk', date: 3 }),
  doc('title', { title: 'The Board Pack', terms: 'quarterly', date: 1 }),
  doc('tag', { title: 'Notes', tags: ['board'], date: 2 }),
  doc('other', { title: 'Context engineering', terms: 'context windows', date: 4 }),
];
const keys = (query: string) =>
  createSearchEngine(DOCS)
    .search(query)
    .map((r) => r.doc.key);

describe('the search engine', () => {
  it('ranks a match in the title above one in the tags, above one in the text', () => {
    expect(keys('board')).toEqual(['title', 'tag', 'text']);
  });

  it('finds as the word is typed, and through a typo in a longer word', () => {
    expect(keys('boa')).toEqual(['title', 'tag', 'text']);
    expect(keys('governnce')).toEqual(['text']);
  });

  it('wants every word of the query, and names the words each result matched', () => {
    expect(keys('board risk')).toEqual(['text']);
    const [result] = createSearchEngine(DOCS).search('context win');
    expect(result?.doc.key).toBe('other');
    expect([...(result?.matched ?? [])].sort()).toEqual(['context', 'windows']);
  });

  it('finds nothing for an empty query or one of stop words only', () => {
    expect(keys('')).toEqual([]);
    expect(keys('the and of')).toEqual([]);
  });
});
