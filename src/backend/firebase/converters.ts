import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase/firestore/lite';
import {
  ESSAY_CATEGORIES,
  type Dispatch,
  type Essay,
  type EssayCategory,
  type LongformBase,
  type Prompt,
} from '../../domain/types.ts';

type Data = DocumentData;

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Firestore Timestamp (or anything date-like) to Date; null when absent. */
export function toDate(v: unknown): Date | null {
  if (v instanceof Timestamp) return v.toDate();
  if (v instanceof Date) return v;
  if (typeof v === 'string' || typeof v === 'number') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

function longform(id: string, d: Data): LongformBase {
  const createdAt = toDate(d.createdAt) ?? new Date(0);
  return {
    id,
    userId: strOrNull(d.userId),
    title: str(d.title),
    slug: str(d.slug),
    content: str(d.content),
    excerpt: strOrNull(d.excerpt),
    status: d.status === 'published' ? 'published' : 'draft',
    publishedAt: toDate(d.publishedAt),
    createdAt,
    updatedAt: toDate(d.updatedAt) ?? createdAt,
    readingTime: num(d.readingTime),
    featured: d.featured === true,
    tags: list(d.tags),
    authorName: strOrNull(d.authorName),
    authorBio: strOrNull(d.authorBio),
    headerImageUrl: strOrNull(d.headerImageUrl),
    metaTitle: strOrNull(d.metaTitle),
    metaDescription: strOrNull(d.metaDescription),
    seoKeywords: list(d.seoKeywords),
    canonicalUrl: strOrNull(d.canonicalUrl),
    ogTitle: strOrNull(d.ogTitle),
    ogDescription: strOrNull(d.ogDescription),
    ogImageUrl: strOrNull(d.ogImageUrl),
    twitterTitle: strOrNull(d.twitterTitle),
    twitterDescription: strOrNull(d.twitterDescription),
    twitterImageUrl: strOrNull(d.twitterImageUrl),
    canonicalAnswer: strOrNull(d.canonicalAnswer),
    faqs: Array.isArray(d.faqs)
      ? d.faqs
          .filter((f: unknown): f is Data => typeof f === 'object' && f !== null)
          .map((f: Data) => ({ question: str(f.question), answer: str(f.answer) }))
      : [],
  };
}

/** An `essays` document as an Essay. */
export function essayFromDoc(snap: DocumentSnapshot): Essay {
  const d = snap.data() ?? {};
  const category = ESSAY_CATEGORIES.find((c): c is EssayCategory => c === d.category) ?? 'general';
  return { ...longform(snap.id, d), category };
}

/** An `articles` document as a Dispatch. */
export function dispatchFromDoc(snap: DocumentSnapshot): Dispatch {
  const d = snap.data() ?? {};
  const c = d.category as Data | undefined;
  const category = c && typeof c === 'object' ? { name: str(c.name), slug: str(c.slug) } : null;
  return { ...longform(snap.id, d), category };
}

/** A `resources` document as a Prompt. */
export function promptFromDoc(snap: DocumentSnapshot): Prompt {
  const d = snap.data() ?? {};
  const createdAt = toDate(d.createdAt) ?? new Date(0);
  return {
    id: snap.id,
    userId: strOrNull(d.userId),
    title: str(d.title),
    slug: str(d.slug),
    description: str(d.description),
    type: 'prompt',
    status: d.status === 'active' ? 'active' : 'inactive',
    featured: d.featured === true,
    aboutPrompt: strOrNull(d.aboutPrompt),
    howToUse: strOrNull(d.howToUse),
    explainerContent: strOrNull(d.explainerContent),
    content: str(d.content),
    tags: list(d.tags),
    orderIndex: num(d.orderIndex),
    createdAt,
    updatedAt: toDate(d.updatedAt) ?? createdAt,
    metaTitle: strOrNull(d.metaTitle),
    metaDescription: strOrNull(d.metaDescription),
    ogImageUrl: strOrNull(d.ogImageUrl),
    canonicalUrl: strOrNull(d.canonicalUrl),
  };
}
