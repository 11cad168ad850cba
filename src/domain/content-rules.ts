import type { Essay, LongformBase, Prompt } from './types.ts';

export const FEATURED_ESSAY_TITLE = 'The EDGE Dilemma';
export const WORDS_PER_MINUTE = 200;
export const FALLBACK_EXCERPT = 'Read this insightful essay on navigating technological change.';

function sortTime(item: Pick<LongformBase, 'publishedAt' | 'createdAt'>): number {
  return (item.publishedAt ?? item.createdAt).getTime();
}

/** Essays for the home page: 'The EDGE Dilemma' first, then newest published (or created) first. */
export function sortEssaysForHome<T extends Pick<Essay, 'title' | 'publishedAt' | 'createdAt'>>(
  essays: readonly T[],
): T[] {
  return [...essays].sort((a, b) => {
    const aFirst = a.title === FEATURED_ESSAY_TITLE ? 0 : 1;
    const bFirst = b.title === FEATURED_ESSAY_TITLE ? 0 : 1;
    return aFirst - bFirst || sortTime(b) - sortTime(a);
  });
}

/** Strips HTML tags and Markdown punctuation, leaving the words. */
export function plainText(content: string): string {
  return content
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>[\]()!~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Essay reading time: the stored minutes, else words / 200 rounded up, at least 1. */
export function essayReadingTime(item: Pick<LongformBase, 'readingTime' | 'content'>): number {
  if (item.readingTime && item.readingTime > 0) return item.readingTime;
  const words = plainText(item.content).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Prompt reading time: max(1, ceil(content length / 1000)) minutes. */
export function promptReadingTime(prompt: Pick<Prompt, 'content'>): number {
  return Math.max(1, Math.ceil(prompt.content.length / 1000));
}

/** The excerpt to show, or the spec's fallback. */
export function excerptOrFallback(excerpt: string | null | undefined): string {
  return excerpt?.trim() || FALLBACK_EXCERPT;
}

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * Short month, day, year in en-US ('Oct 14, 2025'), of the day in UTC: the server renders the
 * page and the browser hydrates it, so the date must not depend on either one's time zone.
 * Written out rather than asked of `toLocaleDateString`, which builds a formatter on every
 * call: a millisecond or more each on a phone, for every card of a page while it hydrates.
 */
export function formatShortDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
