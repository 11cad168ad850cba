import MiniSearch from 'minisearch';
import type { SearchDoc } from '../../domain/search/search-index.ts';
import { searchTerm, termsOf, wordsIn } from '../../domain/search/search-text.ts';

/** A piece the query found, with the index terms it matched (to mark them). */
export interface SearchResult {
  doc: SearchDoc;
  matched: ReadonlySet<string>;
}

/** The search engine over an index's documents. */
export interface SearchEngine {
  /** The pieces matching every word of the query (the last as typed so far), best first. */
  search(query: string): SearchResult[];
  readonly size: number;
}

// Title first, then tags, then the excerpt, then the text (docs/decisions.md: MiniSearch).
const BOOST = { title: 4, tags: 2, excerpt: 1.5, terms: 1 };

/**
 * Builds the engine (MiniSearch, BM25 ranking) over the documents. A query matches pieces with
 * every one of its words, each word as a prefix (results come while the word is typed) and,
 * from five letters, within one typo in five.
 */
export function createSearchEngine(docs: readonly SearchDoc[]): SearchEngine {
  const byId = new Map(docs.map((doc, id) => [id, doc]));
  const engine = new MiniSearch<{
    id: number;
    title: string;
    excerpt: string;
    tags: string;
    terms: string;
  }>({
    fields: ['title', 'excerpt', 'tags', 'terms'],
    // The index's words are its search terms already: split them, normalise the others.
    tokenize: (text) => wordsIn(text).map((w) => w.word),
    processTerm: (term) => searchTerm(term),
    searchOptions: {
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  engine.addAll(
    docs.map((doc, id) => ({
      id,
      title: doc.title,
      excerpt: doc.excerpt,
      tags: doc.tags.join(' '),
      terms: doc.terms,
    })),
  );
  return {
    size: docs.length,
    search(query) {
      if (termsOf(query).length === 0) return [];
      return engine
        .search(query)
        .map((hit) => ({ hit, doc: byId.get(hit.id as number) }))
        .filter((r): r is { hit: (typeof r)['hit']; doc: SearchDoc } => r.doc !== undefined)
        .sort((a, b) => b.hit.score - a.hit.score || b.doc.date - a.doc.date)
        .map(({ hit, doc }) => ({ doc, matched: new Set(hit.terms) }));
    },
  };
}
