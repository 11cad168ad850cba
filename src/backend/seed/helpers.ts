import type {
  Dispatch,
  DispatchCategory,
  Essay,
  EssayCategory,
  Faq,
  LongformBase,
  Prompt,
} from '../../domain/types.ts';
import { NO_SHARE_OVERRIDES } from '../../domain/entities/longform.ts';

/** The seeded admin's uid: it owns (`userId`) all seeded content. */
export const SEED_OWNER_UID = 'user-admin';

/** A fixed instant on the given day (09:00 UTC), so the seed never depends on the clock. */
export function day(isoDate: string, time = '09:00'): Date {
  return new Date(`${isoDate}T${time}:00.000Z`);
}

/** What a seeded essay or dispatch spells out; everything else gets a sensible default. */
export interface LongformSeed {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  /** Publication day (YYYY-MM-DD); null makes a draft. */
  publishedOn: string | null;
  /** Creation day; defaults to a week before publication. */
  createdOn?: string;
  updatedOn?: string;
  readingTime?: number | null;
  featured?: boolean;
  tags?: string[];
  authorName?: string | null;
  authorBio?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  seoKeywords?: string[];
  canonicalAnswer?: string | null;
  faqs?: Faq[];
  /** A header image (the seed's own live under public/media/). */
  headerImageUrl?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function longform(seed: LongformSeed): LongformBase {
  const publishedAt = seed.publishedOn ? day(seed.publishedOn) : null;
  const createdAt = seed.createdOn
    ? day(seed.createdOn, '08:00')
    : new Date((publishedAt ?? day('2026-10-25')).getTime() - 7 * DAY_MS);
  const updatedAt = seed.updatedOn ? day(seed.updatedOn, '16:30') : (publishedAt ?? createdAt);
  return {
    id: seed.id,
    userId: SEED_OWNER_UID,
    title: seed.title,
    slug: seed.slug,
    previousSlugs: [],
    content: seed.content.trim(),
    excerpt: seed.excerpt ?? null,
    status: publishedAt ? 'published' : 'draft',
    publishedAt,
    scheduledAt: null,
    createdAt,
    updatedAt,
    readingTime: seed.readingTime ?? null,
    featured: seed.featured ?? false,
    tags: seed.tags ?? [],
    authorName: seed.authorName ?? null,
    authorBio: seed.authorBio ?? null,
    headerImageUrl: seed.headerImageUrl ?? null,
    metaTitle: seed.metaTitle ?? null,
    metaDescription: seed.metaDescription ?? null,
    seoKeywords: seed.seoKeywords ?? [],
    ...NO_SHARE_OVERRIDES,
    canonicalAnswer: seed.canonicalAnswer ?? null,
    faqs: seed.faqs ?? [],
    // Saved once, by the seed: the CMS's first save writes version 2.
    version: 1,
  };
}

/** A seeded essay with defaults filled in. */
export function essay(seed: LongformSeed & { category: EssayCategory }): Essay {
  return { ...longform(seed), category: seed.category };
}

export const DISPATCH_CATEGORY: DispatchCategory = { name: 'Dispatches', slug: 'dispatches' };

/** A seeded dispatch (newsletter issue); its tags always include 'dispatch'. */
export function dispatch(seed: LongformSeed): Dispatch {
  const tags = seed.tags ?? [];
  return {
    ...longform({ ...seed, tags: tags.includes('dispatch') ? tags : ['dispatch', ...tags] }),
    category: { ...DISPATCH_CATEGORY },
  };
}

/** What a seeded prompt spells out. */
export interface PromptSeed {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The prompt category key, e.g. 'edge-co-pilots'; always the first tag. */
  category: string;
  /** The category's filter tags this prompt matches. */
  tags: string[];
  aboutPrompt: string | null;
  howToUse: string | null;
  explainerContent?: string | null;
  content: string;
  orderIndex: number | null;
  featured?: boolean;
  createdOn: string;
  updatedOn?: string;
  metaDescription?: string | null;
}

/** A seeded, active prompt with defaults filled in. */
export function prompt(seed: PromptSeed): Prompt {
  const createdAt = day(seed.createdOn, '10:00');
  return {
    id: seed.id,
    userId: SEED_OWNER_UID,
    title: seed.title,
    slug: seed.slug,
    previousSlugs: [],
    description: seed.description,
    type: 'prompt',
    status: 'active',
    scheduledAt: null,
    featured: seed.featured ?? false,
    aboutPrompt: seed.aboutPrompt,
    howToUse: seed.howToUse,
    explainerContent: seed.explainerContent ?? null,
    content: seed.content.trim(),
    tags: [seed.category, ...seed.tags],
    orderIndex: seed.orderIndex,
    createdAt,
    updatedAt: seed.updatedOn ? day(seed.updatedOn, '15:00') : createdAt,
    metaTitle: null,
    metaDescription: seed.metaDescription ?? null,
    ogImageUrl: null,
    canonicalUrl: null,
    version: 1,
  };
}
