import { describe, expect, it } from 'vitest';
import type { Essay, Prompt } from '../types.ts';
import { essayDescription, newsletterMarkdown, recentNewsletterItems } from './content.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86400e3);

const essay = (id: string, fields: Partial<Essay>) =>
  ({
    id,
    title: `Essay ${id}`,
    slug: id,
    excerpt: `Excerpt ${id}`,
    content: 'Body',
    status: 'published',
    publishedAt: daysAgo(1),
    createdAt: daysAgo(40),
    ...fields,
  }) as Essay;
const prompt = (id: string, fields: Partial<Prompt>) =>
  ({
    id,
    title: `Prompt ${id}`,
    slug: id,
    description: `Description ${id}`,
    status: 'active',
    createdAt: daysAgo(2),
    ...fields,
  }) as Prompt;

describe('recentNewsletterItems', () => {
  it('offers published essays and active prompts of the last 30 days, newest first', () => {
    const items = recentNewsletterItems(
      [
        essay('fresh', { publishedAt: daysAgo(3) }),
        essay('edge', { publishedAt: daysAgo(30) }),
        essay('old', { publishedAt: daysAgo(31) }),
        essay('draft', { status: 'draft', publishedAt: null, createdAt: daysAgo(1) }),
        essay('prompt-engineering', { publishedAt: daysAgo(5) }),
      ],
      [prompt('p1', { createdAt: daysAgo(1) }), prompt('off', { status: 'inactive' })],
      NOW,
      'https://edge.example',
    );
    expect(items.map((item) => [item.id, item.type, item.url])).toEqual([
      ['p1', 'resource', 'https://edge.example/prompts/detail/p1'],
      ['fresh', 'article', 'https://edge.example/essays/fresh'],
      ['prompt-engineering', 'article', 'https://edge.example/engineering/prompt-engineering'],
      ['edge', 'article', 'https://edge.example/essays/edge'],
    ]);
    expect(items[0]).toMatchObject({ title: 'Prompt p1', description: 'Description p1' });
  });

  it('describes an essay without an excerpt by its first 150 characters and an ellipsis', () => {
    const content = `<p>${'word '.repeat(60)}</p>`;
    expect(essayDescription({ excerpt: '', content })).toBe(
      `${'word '.repeat(30).slice(0, 150)}...`,
    );
    expect(essayDescription({ excerpt: null, content: 'Short.' })).toBe('Short....');
    expect(essayDescription({ excerpt: ' Given. ', content })).toBe('Given.');
  });
});

describe('newsletterMarkdown', () => {
  const items = recentNewsletterItems(
    [essay('e1', { title: 'On [brackets] and *stars*' })],
    [prompt('p1', {})],
    NOW,
    'https://edge.example',
  );

  it('is the title, the intro, a section per kind with links, and a sign-off', () => {
    expect(newsletterMarkdown({ title: ' Weekly ', intro: 'Hello all.', items })).toBe(
      [
        '# Weekly',
        'Hello all.',
        '## New Essays',
        '### [On \\[brackets\\] and \\*stars\\*](https://edge.example/essays/e1)',
        'Excerpt e1',
        '## New AI Prompts',
        '### [Prompt p1](https://edge.example/prompts/detail/p1)',
        'Description p1',
        '---',
        'Thank you for reading. Until next week,\n\nThe EDGE Navigator team',
      ].join('\n\n') + '\n',
    );
  });

  it('leaves out an empty intro and a section with nothing in it', () => {
    const essays = items.filter((item) => item.type === 'article');
    const markdown = newsletterMarkdown({ title: 'T', intro: '  ', items: essays });
    expect(markdown).not.toContain('## New AI Prompts');
    expect(markdown.startsWith('# T\n\n## New Essays')).toBe(true);
  });
});
