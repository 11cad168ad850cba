import { lazyComponent } from '../../ui/lazy-component.ts';

/** /auth */
export const LazyAuthPage = lazyComponent(() => import('./auth-page.tsx'), 'AuthPage');
