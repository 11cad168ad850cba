import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';

/** The search dialog, its code (and the engine's) fetched when it first opens. */
export const LazySearchDialog = lazyDialog(() =>
  import('./search-dialog.tsx').then((m) => m.SearchDialog),
);

/** /search. */
export const LazySearchPage = lazyComponent(() => import('./search-page.tsx'), 'SearchPage');
