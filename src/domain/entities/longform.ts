import '../zod-jitless.ts';
import * as z from 'zod/mini';
import { LIMITS } from '../limits.ts';
import { ESSAY_CATEGORIES } from '../types.ts';
import {
  before,
  dateField,
  dateOrNull,
  keepOnly,
  optDateField,
  optNumberField,
  optTextField,
  optUrlField,
  requiredTextField,
  stringListField,
  textField,
  versionField,
} from './fields.ts';
import { defineEntity } from './entity.ts';
import { scheduledHasTime, SCHEDULED_NEEDS_TIME } from './scheduled.ts';

const L = LIMITS.longform;

/** Lower-case words joined by single hyphens: the shape the router accepts (slug-lookup.ts). */
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug field: SLUG_SHAPE, at most `max` characters. */
export const slugField = (max: number) =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(max),
      z.regex(SLUG_SHAPE, 'Use lower-case letters, digits and single hyphens'),
    );

/**
 * The slugs a piece was public at before its current one (cms/slug-history.ts), newest last:
 * their addresses redirect to it. Read leniently: an entry that is no slug is dropped.
 */
export const previousSlugsField = (max: number) =>
  before(
    keepOnly((entry) => typeof entry === 'string' && SLUG_SHAPE.test(entry)),
    z.array(z.string()).check(z.maxLength(max)),
  );

export const faqSchema = z.object({ question: z.string(), answer: z.string() });

/** Fields shared by essays and dispatches (the spec's `articles`), as stored. */
export const longformSchema = z.object({
  userId: optTextField(L.userId),
  title: requiredTextField(L.title),
  slug: slugField(L.slug),
  previousSlugs: previousSlugsField(L.previousSlugs),
  /** Markdown (CommonMark); stored HTML passes the same sanitiser. */
  content: z.string(),
  excerpt: optTextField(L.excerpt),
  status: z.enum(['draft', 'published', 'scheduled']),
  publishedAt: optDateField(),
  /** When a scheduled piece goes public (domain/schedule.ts); null unless scheduled. */
  scheduledAt: optDateField(),
  createdAt: dateField(),
  updatedAt: dateField(),
  /** Minutes; null means "estimate from the content". */
  readingTime: optNumberField(),
  featured: z.boolean(),
  tags: stringListField(L.tags),
  authorName: optTextField(L.authorName),
  authorBio: optTextField(L.authorBio),
  headerImageUrl: optUrlField(L.headerImageUrl),
  metaTitle: optTextField(L.metaTitle),
  metaDescription: optTextField(L.metaDescription),
  seoKeywords: stringListField(L.seoKeywords),
  canonicalUrl: optUrlField(L.canonicalUrl),
  ogTitle: optTextField(L.ogTitle),
  ogDescription: optTextField(L.ogDescription),
  ogImageUrl: optUrlField(L.ogImageUrl),
  twitterTitle: optTextField(L.twitterTitle),
  twitterDescription: optTextField(L.twitterDescription),
  twitterImageUrl: optUrlField(L.twitterImageUrl),
  canonicalAnswer: optTextField(L.canonicalAnswer),
  faqs: before(
    keepOnly((entry) => faqSchema.safeParse(entry).success),
    z.array(faqSchema).check(z.maxLength(L.faqs)),
  ),
  version: versionField(),
});

// The public lists order by publishedAt, so a published piece without it would vanish from them
// (firestore.rules refuses it too).
const publishedHasDate = (piece: { status: string; publishedAt: Date | null }) =>
  piece.status !== 'published' || piece.publishedAt !== null;
const PUBLISHED_NEEDS_DATE = {
  message: 'A published piece needs a publication date',
  path: ['publishedAt'],
};

/** A piece's canonical address and share card, none of them set: it shares as itself. */
export const NO_SHARE_OVERRIDES = {
  canonicalUrl: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
  twitterTitle: null,
  twitterDescription: null,
  twitterImageUrl: null,
} as const;

/** What a missing or unreadable field of a stored essay or dispatch reads as. */
function longformDefaults(raw: Record<string, unknown>) {
  const createdAt = dateOrNull(raw.createdAt) ?? new Date(0);
  return {
    userId: null,
    title: '',
    slug: '',
    previousSlugs: [],
    content: '',
    excerpt: null,
    status: 'draft' as const,
    publishedAt: null,
    scheduledAt: null,
    createdAt,
    updatedAt: createdAt,
    readingTime: null,
    featured: false,
    tags: [],
    authorName: null,
    authorBio: null,
    headerImageUrl: null,
    metaTitle: null,
    metaDescription: null,
    seoKeywords: [],
    ...NO_SHARE_OVERRIDES,
    canonicalAnswer: null,
    faqs: [],
    version: 0,
  };
}

/** What a long-form piece holds beyond its fields: a date if published, a time if scheduled. */
const longformChecks = () =>
  [
    z.refine<z.output<typeof longformSchema>>(publishedHasDate, PUBLISHED_NEEDS_DATE),
    z.refine<z.output<typeof longformSchema>>(scheduledHasTime, SCHEDULED_NEEDS_TIME),
  ] as const;

/** `essays`: a long-form piece in one of the essay categories. */
export const essayEntity = defineEntity({
  collection: 'essays',
  schema: z
    .extend(longformSchema, { category: z.enum(ESSAY_CATEGORIES) })
    .check(...longformChecks()),
  defaults: (raw) => ({ ...longformDefaults(raw), category: 'general' as const }),
});

export const dispatchCategorySchema = z.object({
  name: textField(LIMITS.dispatchCategory.name),
  slug: textField(LIMITS.dispatchCategory.slug),
});

/** `articles`: a dispatch, one issue of the weekly newsletter, also shown as an article. */
export const dispatchEntity = defineEntity({
  collection: 'articles',
  schema: z
    .extend(longformSchema, { category: z.nullable(dispatchCategorySchema) })
    .check(...longformChecks()),
  defaults: (raw) => ({ ...longformDefaults(raw), category: null }),
});
