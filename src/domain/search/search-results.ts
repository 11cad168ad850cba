// What the search shows of its results: the matching words marked, and offline, what the device
// can open now and how many more need a connection.
import { searchTerm, wordsIn } from './search-text.ts';

/** A run of text, marked when it is a matching word. */
export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * `text` cut into runs, each word marked when its term is one the engine matched (`matched`:
 * fuzzy matches included) or starts with a term of the query (the word being typed).
 */
export function markMatches(
  text: string,
  matched: ReadonlySet<string>,
  query: readonly string[],
): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else segments.push({ text: piece, mark });
  };
  for (const { word, start } of wordsIn(text)) {
    const term = searchTerm(word);
    const hit =
      term !== null && (matched.has(term) || query.some((q) => q.length > 1 && term.startsWith(q)));
    push(text.slice(at, start), false);
    push(word, hit);
    at = start + word.length;
  }
  push(text.slice(at), false);
  return segments;
}

/** What an offline search shows: the results the device keeps, and how many more there are. */
export function offlineShare<T extends { key: string }>(
  results: readonly T[],
  saved: ReadonlySet<string>,
): { available: T[]; needConnection: number } {
  const available = results.filter((result) => saved.has(result.key));
  return { available, needConnection: results.length - available.length };
}

/** The line under an offline search's results. */
export function needConnectionNote(count: number): string {
  return count === 1
    ? '1 more result needs a connection.'
    : `${count} more results need a connection.`;
}
