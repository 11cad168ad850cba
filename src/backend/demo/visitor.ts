import { BackendError } from '../../domain/errors.ts';
import type { PageViewInput, SocialShareInput } from '../../domain/types.ts';
import type { VisitorApi } from '../backend.ts';
import type { DemoContext } from './context.ts';
import { newId } from './ids.ts';
import {
  createDemoContactStore,
  createDemoRateLimitStore,
  createDemoSubscriberStore,
} from './server-stores.ts';

/** The demo's stand-in for the client IP the Cloud Function would see. */
export const DEMO_IP_KEY = 'demo-browser';

/** Sizes the create-only rules check for page views and shares (as in firestore.rules). */
export const VISITOR_WRITE_LIMITS = {
  pagePath: 2048,
  pageTitle: 300,
  referrer: 2048,
  userAgent: 512,
  sessionId: 100,
  platform: 40,
} as const;

const PERMISSION_DENIED = 'Missing or insufficient permissions.';

const isString = (value: unknown, max: number, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
// The rule's matches('/.*'): a leading slash and no line breaks.
const isPagePath = (value: unknown) =>
  isString(value, VISITOR_WRITE_LIMITS.pagePath) && /^\/.*$/.test(value);
const hasOnlyKeys = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' && value !== null && Object.keys(value).every((k) => keys.includes(k));

function validPageView(view: PageViewInput): boolean {
  const L = VISITOR_WRITE_LIMITS;
  return (
    hasOnlyKeys(view, ['pagePath', 'pageTitle', 'referrer', 'userAgent', 'sessionId']) &&
    isPagePath(view.pagePath) &&
    isString(view.pageTitle, L.pageTitle) &&
    (view.referrer === null || isString(view.referrer, L.referrer)) &&
    isString(view.userAgent, L.userAgent) &&
    isString(view.sessionId, L.sessionId)
  );
}

function validShare(share: SocialShareInput): boolean {
  return (
    hasOnlyKeys(share, ['platform', 'pagePath']) &&
    isString(share.platform, VISITOR_WRITE_LIMITS.platform, 1) &&
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(share.platform) &&
    isPagePath(share.pagePath)
  );
}

/** Visitor writes: the same handlers as the Cloud Functions, and rule-checked create-only writes. */
export function createDemoVisitor({ db, remote, now }: DemoContext): VisitorApi {
  const subscriberStore = createDemoSubscriberStore(db);
  const contactStore = createDemoContactStore(db);
  const limits = createDemoRateLimitStore(db);
  return {
    // The handlers (and zod with them) load on first use, as the real ones run on a server.
    subscribe: (input) =>
      remote(async () => {
        const { handleSubscribe } = await import('../../domain/subscribe.ts');
        await handleSubscribe(input, { store: subscriberStore, limits, now, ipKey: DEMO_IP_KEY });
      }),
    submitContact: (input) =>
      remote(async () => {
        const { handleSubmitContact } = await import('../../domain/contact.ts');
        await handleSubmitContact(input, {
          store: contactStore,
          limits,
          now,
          ipKey: DEMO_IP_KEY,
        });
      }),
    recordPageView: (view) =>
      remote(async () => {
        if (!validPageView(view)) throw new BackendError('permission-denied', PERMISSION_DENIED);
        const doc = { ...view, id: newId(), createdAt: now() };
        await db.mutate('page_views', (views) => void views.push(doc));
      }),
    recordShare: (share) =>
      remote(async () => {
        if (!validShare(share)) throw new BackendError('permission-denied', PERMISSION_DENIED);
        const doc = { ...share, id: newId(), createdAt: now() };
        await db.mutate('social_shares', (shares) => void shares.push(doc));
      }),
  };
}
