/**
 * Domain types: what the app, the adapters and the Cloud Functions agree on. Dates are `Date`.
 * The entities' types come from their zod schemas (entities/); this file imports them as types
 * only, so importing a type or one of the constants below costs a chunk no zod.
 */
import type * as z from 'zod/mini';
import type { EntityOf } from './entities/entity.ts';
import type {
  dispatchCategorySchema,
  dispatchEntity,
  essayEntity,
  faqSchema,
  longformSchema,
} from './entities/longform.ts';
import type { promptEntity } from './entities/prompt.ts';
import type {
  pageViewEntity,
  profileEntity,
  socialShareEntity,
  subscriberEntity,
} from './entities/visitor.ts';

export type PublishStatus = 'draft' | 'published' | 'scheduled';
export type EssayCategory = 'prompt-engineering' | 'context-engineering' | 'general';
export const ESSAY_CATEGORIES = [
  'prompt-engineering',
  'context-engineering',
  'general',
] as const satisfies readonly EssayCategory[];

export type Faq = z.output<typeof faqSchema>;

/** Fields shared by essays and dispatches (the spec's `articles`). */
export type LongformBase = z.output<typeof longformSchema> & { id: string };

export type Essay = EntityOf<typeof essayEntity>;

export type DispatchCategory = z.output<typeof dispatchCategorySchema>;

/** A dispatch: one issue of the weekly newsletter, also shown as an article. */
export type Dispatch = EntityOf<typeof dispatchEntity>;

export type PromptStatus = 'active' | 'inactive' | 'scheduled';

/** A prompt (the spec's `resources` row of type 'prompt'). */
export type Prompt = EntityOf<typeof promptEntity>;

export type ContentKind = 'essay' | 'dispatch' | 'prompt';

/** Any piece a visitor can open at its own URL. */
export type ContentPiece =
  | { kind: 'essay'; item: Essay }
  | { kind: 'dispatch'; item: Dispatch }
  | { kind: 'prompt'; item: Prompt };

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
/** Why an address was marked bounced: a hard bounce or a complaint reported, or failed deliveries. */
export const BOUNCE_REASONS = ['bounce', 'complaint', 'errors'] as const;
export type BounceReason = (typeof BOUNCE_REASONS)[number];
/** How many failed deliveries running mark an address bounced (one delivered resets the count). */
export const BOUNCE_AFTER_ERRORS = 3;
export const SUBSCRIBER_SOURCES = [
  'newsletter',
  'newsletter-dispatches',
  'book-waitlist',
  'card-decks-early-access',
  'executive-edge-course',
  'ai-chief-of-staff-course',
] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export type Subscriber = EntityOf<typeof subscriberEntity>;

export type Profile = EntityOf<typeof profileEntity>;

/** A page view as the tracker sends it (the server adds the time). */
export type PageViewInput = Omit<PageView, 'id' | 'createdAt'>;

export type PageView = EntityOf<typeof pageViewEntity>;

/** A share as the share buttons send it (the server adds the time). */
export type SocialShareInput = Omit<SocialShare, 'id' | 'createdAt'>;

export type SocialShare = EntityOf<typeof socialShareEntity>;

/** The signed-in account, as the app sees it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  isAdmin: boolean;
}
