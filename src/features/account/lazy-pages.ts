import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /account */
export const LazyAccountPage = lazyComponent(() => import('./account-page.tsx'), 'AccountPage');
/** /subscription-success */
export const LazySubscriptionSuccessPage = lazyComponent(
  () => import('./subscription-success-page.tsx'),
  'SubscriptionSuccessPage',
);
