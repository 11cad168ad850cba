// How the search reads text (issue 29): the same words for the index the server builds, the
// index the demo builds in the browser, the query typed, and the words marked in a result.

// Words too common to find anything by: left out of the index (it is smaller by a fifth) and of
// the query (a query of only these finds nothing rather than everything).
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have he her his how i ' +
    'if in into is it its just may more most much no not of on one or our out over she should ' +
    'so some such than that the their them then there these they this those to too up us very ' +
    'was we were what when where which while who why will with would you your'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** A word as the index keeps it: lower case, accents and apostrophes gone ('Café’s' → 'cafes'). */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase();
}

/** A word the search looks for: null for a stop word or a single character. */
export function searchTerm(word: string): string | null {
  const term = normalizeWord(word);
  return term.length < 2 || STOP_WORDS.has(term) ? null : term;
}

/** The words of a text, in order, as they appear (for marking matches). */
export function wordsIn(text: string): { word: string; start: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index ?? 0 }));
}

/** The search terms of a text, each once. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const { word } of wordsIn(text)) {
    const term = searchTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/**
 * The `limit` search terms of a text used most (ties: the first to appear), leaving out those in
 * `known`: what the index keeps of a piece's text, so that 400 pieces stay within 60 KB gzip.
 */
export function keyTermsOf(text: string, known: ReadonlySet<string>, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const { word } of wordsIn(text)) {
    const term = searchTerm(word);
    if (term && !known.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  // Map keeps first appearance order and sort is stable: ties keep it.
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([term]) => term);
}

/**
 * Markdown as the words a reader sees: link and image targets, URLs, code fences' languages and
 * HTML tags dropped; what is left is split into words by termsOf.
 */
export function readableText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^```\S*/gm, ' ');
}
