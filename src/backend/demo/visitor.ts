import type { VisitorEvent } from '../../domain/visitor-events.ts';
import type { VisitorApi } from '../backend.ts';
import {
  createDemoLinkStore,
  createDemoMailQueue,
  demoLinkSigner,
  demoSiteUrl,
} from './audience-stores.ts';
import type { DemoContext } from './context.ts';
import {
  createDemoContactStore,
  createDemoRateLimitStore,
  createDemoSubscriberStore,
  createDemoVisitorEventStore,
} from './server-stores.ts';

/** The demo's stand-in for the client IP the Cloud Function would see. */
export const DEMO_IP_KEY = 'demo-browser';

/** Visitor writes: the same handlers as the Cloud Functions, on the demo database. */
export function createDemoVisitor({ db, remote, now }: DemoContext): VisitorApi {
  const subscriberStore = createDemoSubscriberStore(db);
  const contactStore = createDemoContactStore(db);
  const limits = createDemoRateLimitStore(db);
  const events = createDemoVisitorEventStore(db);
  const mail = createDemoMailQueue(db);
  const linkDeps = { store: createDemoLinkStore(db), sign: demoLinkSigner, now };
  // The handlers (and zod with them) load on first use, as the real ones run on a server.
  const recordEvent = (event: VisitorEvent) =>
    remote(async () => {
      const { handleRecordEvent } = await import('../../domain/visitor-events.ts');
      await handleRecordEvent(event, { store: events, now });
    });
  return {
    subscribe: (input) =>
      remote(async () => {
        const { handleSubscribe } = await import('../../domain/subscribe.ts');
        await handleSubscribe(input, {
          store: subscriberStore,
          limits,
          now,
          ipKey: DEMO_IP_KEY,
          mail,
          sign: demoLinkSigner,
          siteUrl: demoSiteUrl(),
        });
      }),
    confirmSubscription: (token) =>
      remote(async () => {
        const { handleConfirmSubscription } = await import('../../domain/subscription-links.ts');
        await handleConfirmSubscription(token, linkDeps);
      }),
    unsubscribe: (token) =>
      remote(async () => {
        const { handleUnsubscribe } = await import('../../domain/subscription-links.ts');
        await handleUnsubscribe(token, linkDeps);
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
    recordPageView: (view) => recordEvent({ type: 'page_view', ...view }),
    recordShare: (share) => recordEvent({ type: 'share', ...share }),
  };
}
