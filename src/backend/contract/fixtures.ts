import type { Dispatch, Essay, LongformBase, Prompt } from '../../domain/types.ts';

// The content every contract test starts from: published and draft pieces, active and inactive
// prompts, every field set (a reader's copy must equal what was stored, field for field).

const day = (iso: string) => new Date(`${iso}T09:00:00.000Z`);

function longform(id: string, overrides: Partial<LongformBase>): LongformBase {
  return {
    id,
    userId: 'contract-admin',
    title: `Title of ${id}`,
    slug: id,
    previousSlugs: [],
    content: `## ${id}\n\nThe text of ${id}.`,
    excerpt: `The excerpt of ${id}.`,
    status: 'published',
    publishedAt: day('2026-10-01'),
    scheduledAt: null,
    createdAt: day('2026-09-20'),
    updatedAt: day('2026-10-01'),
    readingTime: 4,
    featured: false,
    tags: ['leadership', 'ai'],
    authorName: 'Alex Admin',
    authorBio: 'Writes about leading with AI.',
    headerImageUrl: 'https://images.unsplash.com/photo-1',
    metaTitle: `Meta ${id}`,
    metaDescription: `About ${id}.`,
    seoKeywords: ['edge'],
    canonicalUrl: `https://edge.example/${id}`,
    ogTitle: `OG ${id}`,
    ogDescription: `OG about ${id}.`,
    ogImageUrl: 'https://images.unsplash.com/photo-2',
    twitterTitle: `Twitter ${id}`,
    twitterDescription: `Twitter about ${id}.`,
    twitterImageUrl: 'https://images.unsplash.com/photo-3',
    canonicalAnswer: `The short answer of ${id}.`,
    faqs: [{ question: `Why ${id}?`, answer: 'Because.' }],
    version: 1,
    ...overrides,
  };
}

/** Two published essays (the later one first in lists) and a draft. */
export const FIXTURE_ESSAYS: Essay[] = [
  { ...longform('essay-earlier', {}), category: 'general' },
  {
    ...longform('essay-later', { publishedAt: day('2026-10-05'), featured: true }),
    category: 'prompt-engineering',
  },
  {
    ...longform('essay-draft', { status: 'draft', publishedAt: null }),
    category: 'context-engineering',
  },
];

/** Two published dispatches and a draft. */
export const FIXTURE_DISPATCHES: Dispatch[] = [
  {
    ...longform('dispatch-earlier', { publishedAt: day('2026-10-02') }),
    category: { name: 'Dispatches', slug: 'dispatches' },
  },
  { ...longform('dispatch-later', { publishedAt: day('2026-10-09') }), category: null },
  {
    ...longform('dispatch-draft', { status: 'draft', publishedAt: null }),
    category: { name: 'Dispatches', slug: 'dispatches' },
  },
];

function prompt(id: string, overrides: Partial<Prompt>): Prompt {
  return {
    id,
    userId: 'contract-admin',
    title: `Prompt ${id}`,
    slug: id,
    previousSlugs: [],
    description: `What ${id} does.`,
    type: 'prompt',
    status: 'active',
    scheduledAt: null,
    featured: false,
    aboutPrompt: `About ${id}.`,
    howToUse: `How to use ${id}.`,
    explainerContent: `## Explained\n\n${id} explained.`,
    content: `You are ${id}.`,
    tags: ['edge-co-pilots'],
    orderIndex: 1,
    createdAt: day('2026-09-01'),
    updatedAt: day('2026-09-02'),
    metaTitle: `Meta ${id}`,
    metaDescription: `About ${id}.`,
    ogImageUrl: 'https://images.unsplash.com/photo-4',
    canonicalUrl: `https://edge.example/prompts/${id}`,
    version: 1,
    ...overrides,
  };
}

/** Two active prompts (the newer one first in lists) and an inactive one. */
export const FIXTURE_PROMPTS: Prompt[] = [
  prompt('prompt-older', {}),
  prompt('prompt-newer', { createdAt: day('2026-09-15'), orderIndex: 2, featured: true }),
  prompt('prompt-inactive', { status: 'inactive', createdAt: day('2026-09-20') }),
];
