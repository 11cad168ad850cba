import { describe, expect, it } from 'vitest';
import { articleJsonLd, GATED_PART_CLASS, jsonForHtml } from './structured-data.ts';

const FACTS = {
  headline: 'The EDGE Dilemma',
  description: 'Why leaders stall.',
  url: 'https://edge.example/essays/the-edge-dilemma',
  image: 'https://edge.example/og-image.png',
  publisher: 'EDGE Navigator',
};

describe('articleJsonLd', () => {
  it('describes a free article with its dates, author and keywords', () => {
    const data = articleJsonLd({
      ...FACTS,
      publishedTime: new Date('2025-10-14T08:00:00.000Z'),
      modifiedTime: new Date('2025-10-15T08:00:00.000Z'),
      author: 'Ada Lovelace',
      tags: ['AI', 'Leadership'],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'The EDGE Dilemma',
      description: 'Why leaders stall.',
      url: FACTS.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': FACTS.url },
      image: [FACTS.image],
      publisher: { '@type': 'Organization', name: 'EDGE Navigator' },
      datePublished: '2025-10-14T08:00:00.000Z',
      dateModified: '2025-10-15T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      keywords: 'AI, Leadership',
    });
  });

  it('marks a gated piece as not free, naming the gated part (metered content)', () => {
    const data = articleJsonLd({ ...FACTS, gated: true });
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: `.${GATED_PART_CLASS}`,
    });
  });

  it('keeps the headline within the 110 characters search engines read', () => {
    expect((articleJsonLd({ ...FACTS, headline: 'x'.repeat(200) }).headline as string).length).toBe(
      110,
    );
  });
});

describe('jsonForHtml', () => {
  it('cannot end the script element it sits in, and parses back to the same value', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 -->' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
