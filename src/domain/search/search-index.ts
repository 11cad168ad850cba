// The search index (issue 29): every published essay, dispatch and prompt as the search needs
// it: where it is, its title, excerpt and tags (shown and searched) and the distinct words of its
// text (searched only). Built by the server from published content (/search-index.json, served
// like the feeds and cached at the CDN) and by the demo backend from its store; the device builds
// its search engine from it on first use and keeps a copy for searching offline.
import { pieceUrlPath } from '../site-routes.ts';
import type { ContentKind, ContentPiece, Dispatch, Essay, Prompt } from '../types.ts';
import { keyTermsOf, readableText, termsOf } from './search-text.ts';

export const SEARCH_INDEX_PATH = '/search-index.json';

/** Bump when the file's shape changes: a device's copy of another format is not read. */
export const SEARCH_INDEX_FORMAT = 1;

/** One piece in the index. */
export interface SearchDoc {
  /** `kind:slug`, as the offline library keys pieces (domain/saved-pieces.ts). */
  key: string;
  kind: ContentKind;
  /** Where it is read on this site. */
  path: string;
  title: string;
  excerpt: string;
  tags: string[];
  /**
   * Search terms of its text not already in the title, excerpt or tags: in the index, the
   * TEXT_TERMS it uses most; for a piece the device keeps, all of them.
   */
  terms: string;
  /** Published (essays, dispatches) or created (prompts): the newer ranks first on a tie. */
  date: number;
}

/** The file: compact rows (kind letter, slug, path, title, excerpt, tags, terms, date). */
export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  builtAt: string;
  rows: SearchRow[];
}

type SearchRow = [string, string, string, string, string, string, string, number];

const KIND_LETTER: Record<ContentKind, string> = { essay: 'e', dispatch: 'd', prompt: 'p' };
const LETTER_KIND: Record<string, ContentKind> = { e: 'essay', d: 'dispatch', p: 'prompt' };

/** What a result shows of a piece's text: its excerpt (a prompt's description), cut. */
const EXCERPT_LENGTH = 240;

/**
 * How many words of a piece's text the index keeps (those it uses most; title, excerpt and tags
 * are whole): 400 pieces then weigh under 60 KB gzip (docs/decisions.md).
 */
export const TEXT_TERMS = 36;

/** A piece as the search holds it: the index keeps `textTerms` words of its text, a device all. */
export function searchDocOf(piece: ContentPiece, textTerms = Infinity): SearchDoc {
  const { item } = piece;
  const { excerpt, text, date } =
    piece.kind === 'prompt'
      ? {
          excerpt: piece.item.description,
          text: [
            piece.item.aboutPrompt,
            piece.item.howToUse,
            piece.item.explainerContent,
            piece.item.content,
          ].join('\n'),
          date: piece.item.createdAt,
        }
      : {
          excerpt: piece.item.excerpt ?? '',
          text: piece.item.content,
          date: piece.item.publishedAt ?? piece.item.createdAt,
        };
  const shown = excerpt.slice(0, EXCERPT_LENGTH);
  const seen = new Set(termsOf(`${item.title} ${shown} ${item.tags.join(' ')}`));
  return {
    key: `${piece.kind}:${item.slug}`,
    kind: piece.kind,
    path: pieceUrlPath(piece),
    title: item.title,
    excerpt: shown,
    tags: item.tags,
    terms: keyTermsOf(readableText(`${excerpt}\n${text}`), seen, textTerms).join(' '),
    date: date.getTime(),
  };
}

/** Published lists as the pieces an index holds. */
export function piecesOf(lists: {
  essays: readonly Essay[];
  dispatches: readonly Dispatch[];
  prompts: readonly Prompt[];
}): ContentPiece[] {
  return [
    ...lists.essays.map((item) => ({ kind: 'essay' as const, item })),
    ...lists.dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
    ...lists.prompts.map((item) => ({ kind: 'prompt' as const, item })),
  ];
}

/** The index file of these (published) pieces. */
export function buildSearchIndex(pieces: readonly ContentPiece[], now: Date): SearchIndexFile {
  return {
    format: SEARCH_INDEX_FORMAT,
    builtAt: now.toISOString(),
    rows: pieces.map((piece) => {
      const doc = searchDocOf(piece, TEXT_TERMS);
      const slug = doc.key.slice(doc.kind.length + 1);
      return [
        KIND_LETTER[doc.kind],
        slug,
        doc.path,
        doc.title,
        doc.excerpt,
        doc.tags.join(','),
        doc.terms,
        doc.date,
      ];
    }),
  };
}

const isRow = (row: unknown): row is SearchRow =>
  Array.isArray(row) &&
  row.length === 8 &&
  row.slice(0, 7).every((cell) => typeof cell === 'string') &&
  typeof row[7] === 'number' &&
  typeof row[0] === 'string' &&
  row[0] in LETTER_KIND;

/** The documents of an index file, or null when it is not one of this format. Bad rows are skipped. */
export function readSearchIndex(file: unknown): SearchDoc[] | null {
  if (typeof file !== 'object' || file === null) return null;
  const { format, rows } = file as Partial<SearchIndexFile>;
  if (format !== SEARCH_INDEX_FORMAT || !Array.isArray(rows)) return null;
  return rows.filter(isRow).map(([letter, slug, path, title, excerpt, tags, terms, date]) => {
    const kind = LETTER_KIND[letter] as ContentKind;
    return {
      key: `${kind}:${slug}`,
      kind,
      path,
      title,
      excerpt,
      tags: tags ? tags.split(',') : [],
      terms,
      date,
    };
  });
}
