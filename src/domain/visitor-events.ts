import './zod-jitless.ts';
import * as z from 'zod';
import { BackendError } from './errors.ts';
import { LIMITS } from './limits.ts';
import { RECORDED_SHARE_PLATFORMS } from './share-links.ts';
import type { PageViewInput, SocialShareInput } from './types.ts';

/** Sizes of what a visitor's page view may hold (the tracker trims to them). */
export const PAGE_VIEW_LIMITS = LIMITS.pageView;

/** What the server answers to an event it does not accept. */
export const INVALID_VISITOR_EVENT = 'Invalid page view or share.';

/**
 * How long a page view or share is kept (on Firebase a TTL policy on `expireAt` deletes it): the
 * daily rollups keep the figures, so the events themselves are needed for about a year only.
 */
export const VISITOR_EVENT_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/** When a page view or share made at `createdAt` expires (its TTL policy's `expireAt`). */
export function visitorEventExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + VISITOR_EVENT_TTL_MS);
}

const L = PAGE_VIEW_LIMITS;
// A site path as the app records it: starts with '/', no line breaks, bounded.
const pagePath = z
  .string()
  .max(L.pagePath)
  .regex(/^\/.*$/);

/**
 * A page view or a share, as the `recordEvent` callable receives it: exact keys, bounded sizes,
 * a known share platform. The server adds the time.
 */
export const visitorEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page_view'),
    pagePath,
    pageTitle: z.string().max(L.pageTitle),
    referrer: z.string().max(L.referrer).nullable(),
    userAgent: z.string().max(L.userAgent),
    sessionId: z.string().max(L.sessionId),
  }),
  z.strictObject({
    type: z.literal('share'),
    platform: z.enum(RECORDED_SHARE_PLATFORMS),
    pagePath,
  }),
]);

export type VisitorEvent = z.input<typeof visitorEventSchema>;

/** Where recorded events go; each backend implements it. */
export interface VisitorEventStore {
  addPageView(view: PageViewInput & { createdAt: Date }): Promise<void>;
  addShare(share: SocialShareInput & { createdAt: Date }): Promise<void>;
}

/** Server-side analytics write: validates the event and stores it with the server's time. */
export async function handleRecordEvent(
  raw: unknown,
  deps: { store: VisitorEventStore; now: () => Date },
): Promise<void> {
  const parsed = visitorEventSchema.safeParse(raw);
  if (!parsed.success) throw new BackendError('invalid-argument', INVALID_VISITOR_EVENT);
  const event = parsed.data;
  const createdAt = deps.now();
  if (event.type === 'share') {
    await deps.store.addShare({ platform: event.platform, pagePath: event.pagePath, createdAt });
    return;
  }
  const { pagePath, pageTitle, referrer, userAgent, sessionId } = event;
  await deps.store.addPageView({ pagePath, pageTitle, referrer, userAgent, sessionId, createdAt });
}
