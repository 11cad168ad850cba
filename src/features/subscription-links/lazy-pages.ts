import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /confirm-subscription?token=… */
export const LazyConfirmSubscriptionPage = lazyComponent(
  () => import('./confirm-subscription-page.tsx'),
  'ConfirmSubscriptionPage',
);
/** /unsubscribe?token=… (and /unsubscribe/one-click, where a browser lands from a mail app) */
export const LazyUnsubscribePage = lazyComponent(
  () => import('./unsubscribe-page.tsx'),
  'UnsubscribePage',
);
