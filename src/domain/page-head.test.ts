import { describe, expect, it } from 'vitest';
import { buildPageHead, DEFAULT_TITLE, truncate } from './page-head.ts';

const origin = 'https://edge.example';
const metaOf = (head: ReturnType<typeof buildPageHead>, name: string) =>
  head.meta.find((m) => m.name === name)?.content;

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('a'.repeat(155), 155)).toBe('a'.repeat(155));
  });
  it('cuts text over the limit to the limit plus an ellipsis', () => {
    expect(truncate('a'.repeat(156), 155)).toBe(`${'a'.repeat(155)}...`);
  });
  it('folds whitespace before measuring', () => {
    expect(truncate('  one \n\n two  ', 155)).toBe('one two');
  });
});

describe('buildPageHead', () => {
  const long = 'word '.repeat(100).trim();

  it('uses the default title and description when the page has none', () => {
    const head = buildPageHead({ canonical: '/' }, origin);
    expect(head.title).toContain(DEFAULT_TITLE);
    expect(head.description.length).toBeLessThanOrEqual(158);
    expect(head.canonical).toBe('https://edge.example/');
  });

  it('cuts the meta description at 155 and the social descriptions at 200', () => {
    const head = buildPageHead({ canonical: '/x', description: long }, origin);
    expect(head.description).toBe(`${long.slice(0, 155).trimEnd()}...`);
    expect(metaOf(head, 'og:description')).toBe(`${long.slice(0, 200).trimEnd()}...`);
    expect(metaOf(head, 'twitter:description')).toBe(metaOf(head, 'og:description'));
  });

  it('declares a 1200x630 absolute social image', () => {
    const head = buildPageHead({ canonical: '/x', image: '/img/a.png' }, origin);
    expect(metaOf(head, 'og:image')).toBe('https://edge.example/img/a.png');
    expect(metaOf(head, 'og:image:width')).toBe('1200');
    expect(metaOf(head, 'og:image:height')).toBe('630');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('adds article metadata for articles', () => {
    const head = buildPageHead(
      {
        canonical: '/essays/a',
        title: 'A',
        type: 'article',
        article: {
          publishedTime: new Date('2026-01-02T00:00:00Z'),
          author: 'Maya',
          tags: ['ai', 'leadership'],
        },
      },
      origin,
    );
    expect(head.title).toBe('A | EDGE Navigator');
    expect(metaOf(head, 'article:published_time')).toBe('2026-01-02T00:00:00.000Z');
    expect(head.meta.filter((m) => m.name === 'article:tag').map((m) => m.content)).toEqual([
      'ai',
      'leadership',
    ]);
  });

  it("lets a piece's own social fields override what previews show, Twitter's over Open Graph's", () => {
    const head = buildPageHead(
      {
        canonical: '/essays/a',
        title: 'A',
        description: 'Plain description',
        image: '/header.png',
        social: {
          title: 'Share title',
          description: 'Share description',
          image: '/share.png',
          twitterTitle: 'Tweet title',
          twitterImage: 'https://cdn.example/tweet.png',
        },
      },
      origin,
    );
    expect(metaOf(head, 'og:title')).toBe('Share title');
    expect(metaOf(head, 'og:description')).toBe('Share description');
    expect(metaOf(head, 'og:image')).toBe('https://edge.example/share.png');
    expect(metaOf(head, 'twitter:title')).toBe('Tweet title');
    expect(metaOf(head, 'twitter:description')).toBe('Share description');
    expect(metaOf(head, 'twitter:image')).toBe('https://cdn.example/tweet.png');
    expect(metaOf(head, 'description')).toBe('Plain description');
  });

  it('gives articles Article JSON-LD on the canonical address, and other pages none', () => {
    const article = buildPageHead(
      { canonical: '/essays/a', title: 'A', type: 'article', article: { gated: true } },
      origin,
    );
    expect(article.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'A',
      url: 'https://edge.example/essays/a',
      isAccessibleForFree: false,
    });
    expect(buildPageHead({ canonical: '/' }, origin).jsonLd).toBeNull();
  });
});
