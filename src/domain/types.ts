/** Domain types: what the app, the adapters and the Cloud Functions agree on. Dates are `Date`. */
import type { RecordedSharePlatform } from './share-links.ts';

export type PublishStatus = 'draft' | 'published';
export type EssayCategory = 'prompt-engineering' | 'context-engineering' | 'general';
export const ESSAY_CATEGORIES: readonly EssayCategory[] = [
  'prompt-engineering',
  'context-engineering',
  'general',
];

export interface Faq {
  question: string;
  answer: string;
}

/** Fields shared by essays and dispatches (the spec's `articles`). */
export interface LongformBase {
  id: string;
  userId: string | null;
  title: string;
  slug: string;
  /** Markdown (CommonMark); stored HTML passes the same sanitiser. */
  content: string;
  excerpt: string | null;
  status: PublishStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Minutes; null means "estimate from the content". */
  readingTime: number | null;
  featured: boolean;
  tags: string[];
  authorName: string | null;
  authorBio: string | null;
  headerImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  seoKeywords: string[];
  canonicalUrl: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImageUrl: string | null;
  canonicalAnswer: string | null;
  faqs: Faq[];
}

export interface Essay extends LongformBase {
  category: EssayCategory;
}

export interface DispatchCategory {
  name: string;
  slug: string;
}

/** A dispatch: one issue of the weekly newsletter, also shown as an article. */
export interface Dispatch extends LongformBase {
  category: DispatchCategory | null;
}

export type PromptStatus = 'active' | 'inactive';

/** A prompt (the spec's `resources` row of type 'prompt'). */
export interface Prompt {
  id: string;
  userId: string | null;
  title: string;
  slug: string;
  description: string;
  type: 'prompt';
  status: PromptStatus;
  featured: boolean;
  aboutPrompt: string | null;
  howToUse: string | null;
  explainerContent: string | null;
  content: string;
  tags: string[];
  orderIndex: number | null;
  createdAt: Date;
  updatedAt: Date;
  metaTitle: string | null;
  metaDescription: string | null;
  ogImageUrl: string | null;
  canonicalUrl: string | null;
}

export type ContentKind = 'essay' | 'dispatch' | 'prompt';

/** Any piece a visitor can open at its own URL. */
export type ContentPiece =
  | { kind: 'essay'; item: Essay }
  | { kind: 'dispatch'; item: Dispatch }
  | { kind: 'prompt'; item: Prompt };

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export const SUBSCRIBER_SOURCES = [
  'newsletter',
  'newsletter-dispatches',
  'book-waitlist',
  'card-decks-early-access',
  'executive-edge-course',
  'ai-chief-of-staff-course',
] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  source: SubscriberSource;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface Profile {
  id: string;
  name: string;
}

export interface PageViewInput {
  pagePath: string;
  pageTitle: string;
  referrer: string | null;
  userAgent: string;
  sessionId: string;
}

export interface PageView extends PageViewInput {
  id: string;
  createdAt: Date;
}

export interface SocialShareInput {
  /** One of RECORDED_SHARE_PLATFORMS (share-links.ts), e.g. 'linkedin', 'copy-link'. */
  platform: RecordedSharePlatform;
  pagePath: string;
}

export interface SocialShare extends SocialShareInput {
  id: string;
  createdAt: Date;
}

/** The signed-in account, as the app sees it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  isAdmin: boolean;
}
