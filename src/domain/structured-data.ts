/** The class of the part of a piece behind the free-view gate (JSON-LD's cssSelector names it). */
export const GATED_PART_CLASS = 'edge-gated';

/** What an article's structured data says, its addresses already absolute. */
export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** The site's name, as publisher. */
  publisher: string;
  publishedTime?: Date | null;
  modifiedTime?: Date | null;
  author?: string | null;
  tags?: readonly string[];
  /** The page carries the piece behind the free-view gate (the part with GATED_PART_CLASS). */
  gated?: boolean;
}

/**
 * schema.org Article as JSON-LD. A gated piece is marked as Google asks of metered content: not
 * free, with the gated part named by its selector, so its text in the page is not cloaking.
 */
export function articleJsonLd(facts: ArticleFacts): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.headline.slice(0, 110),
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
    image: [facts.image],
    publisher: { '@type': 'Organization', name: facts.publisher },
  };
  if (facts.publishedTime) data.datePublished = facts.publishedTime.toISOString();
  if (facts.modifiedTime) data.dateModified = facts.modifiedTime.toISOString();
  if (facts.author) data.author = { '@type': 'Person', name: facts.author };
  if (facts.tags && facts.tags.length > 0) data.keywords = facts.tags.join(', ');
  if (facts.gated) {
    data.isAccessibleForFree = false;
    data.hasPart = {
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: `.${GATED_PART_CLASS}`,
    };
  }
  return data;
}

/**
 * JSON for a `<script type="application/ld+json">` (or any JSON data block) in HTML: `<`, `>`
 * and `&` escaped, so no text inside can end the script element or open a comment.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
