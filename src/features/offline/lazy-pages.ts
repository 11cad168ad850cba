import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

/** /offline: what this device has saved. */
export const LazyOfflinePage = lazyComponent(() => import('./offline-page.tsx'), 'OfflinePage');
