import type { DispatchInput, EssayInput } from '../../../backend/admin-content-api.ts';
import type { LongformFormValues } from '../../../domain/cms/form-schemas.ts';
import {
  DEFAULT_READING_TIME,
  parseReadingTime,
  parseTags,
} from '../../../domain/cms/longform-fields.ts';
import { essaySlug } from '../../../domain/cms/slugs.ts';
import { ESSAY_CATEGORIES, type EssayCategory } from '../../../domain/types.ts';
import { DEFAULT_AUTHOR, DEFAULT_AUTHOR_BIO } from '../../content';
import { fromLocalInput, toLocalInput } from '../kit';
import type { LongformKind, Piece } from './kinds.ts';

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => value.trim() || null;

/** A piece's category as the form holds it: an essay category, or a dispatch category's name. */
function categoryText(piece: Piece | null, kind: LongformKind): string {
  if (kind === 'essays') return (piece?.category as EssayCategory | undefined) ?? 'general';
  const category = piece?.category;
  return typeof category === 'object' && category ? category.name : '';
}

/**
 * What the dialog opens with: the piece's fields, or a new piece's defaults (draft, reading
 * time 5, the default author name and bio: section 3).
 */
export function formValuesOf(piece: Piece | null, kind: LongformKind): LongformFormValues {
  return {
    title: text(piece?.title),
    slug: text(piece?.slug),
    excerpt: text(piece?.excerpt),
    content: text(piece?.content),
    status: piece?.status ?? 'draft',
    scheduledAt: toLocalInput(piece?.scheduledAt ?? null),
    category: categoryText(piece, kind),
    readingTime: String(piece ? (piece.readingTime ?? '') : DEFAULT_READING_TIME),
    tags: (piece?.tags ?? []).join(', '),
    featured: piece?.featured ?? false,
    authorName: piece ? text(piece.authorName) : DEFAULT_AUTHOR,
    authorBio: piece ? text(piece.authorBio) : DEFAULT_AUTHOR_BIO,
    headerImageUrl: text(piece?.headerImageUrl),
    metaTitle: text(piece?.metaTitle),
    metaDescription: text(piece?.metaDescription),
    canonicalUrl: text(piece?.canonicalUrl),
    ogTitle: text(piece?.ogTitle),
    ogDescription: text(piece?.ogDescription),
    ogImageUrl: text(piece?.ogImageUrl),
    twitterTitle: text(piece?.twitterTitle),
    twitterDescription: text(piece?.twitterDescription),
    twitterImageUrl: text(piece?.twitterImageUrl),
  };
}

/** What the dialog sends: tags split, reading time parsed, empty optional fields null. */
export function longformInputOf(
  values: LongformFormValues,
  kind: LongformKind,
): EssayInput | DispatchInput {
  const common = {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: orNull(values.excerpt),
    content: values.content,
    status: values.status,
    scheduledAt: values.status === 'scheduled' ? fromLocalInput(values.scheduledAt) : null,
    readingTime: parseReadingTime(values.readingTime),
    tags: parseTags(values.tags),
    featured: values.featured,
    authorName: orNull(values.authorName),
    authorBio: orNull(values.authorBio),
    headerImageUrl: orNull(values.headerImageUrl),
    metaTitle: orNull(values.metaTitle),
    metaDescription: orNull(values.metaDescription),
    canonicalUrl: orNull(values.canonicalUrl),
    ogTitle: orNull(values.ogTitle),
    ogDescription: orNull(values.ogDescription),
    ogImageUrl: orNull(values.ogImageUrl),
    twitterTitle: orNull(values.twitterTitle),
    twitterDescription: orNull(values.twitterDescription),
    twitterImageUrl: orNull(values.twitterImageUrl),
  };
  if (kind === 'essays') {
    const category = ESSAY_CATEGORIES.find((c) => c === values.category) ?? 'general';
    return { ...common, category };
  }
  const name = values.category.trim();
  return { ...common, category: name ? { name, slug: essaySlug(name) || 'dispatches' } : null };
}

/** The form's text as one plain text, for the editor to keep after a conflicting save. */
export function longformAsText(values: LongformFormValues): string {
  return [
    `Title: ${values.title}`,
    `Slug: ${values.slug}`,
    values.excerpt && `Excerpt: ${values.excerpt}`,
    `Content:\n${values.content}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
