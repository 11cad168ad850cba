import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /auth */
export const LazyAuthPage = lazyComponent(() => import('./auth-page.tsx'), 'AuthPage');
