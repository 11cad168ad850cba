import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';

// The piece pages, fetched when the first of their kind opens: the longform ones with the piece
// page itself, a prompt's page and /{slug} (any kind) each with the view they add.
const longform = () => import('./piece-page.tsx');

/** /essays/{slug} */
export const LazyEssayPage = lazyComponent(longform, 'EssayPage');
/** /dispatches/{slug} */
export const LazyDispatchPage = lazyComponent(longform, 'DispatchPage');
/** /engineering/prompt-engineering */
export const LazyPromptEngineeringPage = lazyComponent(longform, 'PromptEngineeringPage');
/** /prompts/detail/{slug} */
export const LazyPromptDetailPage = lazyComponent(
  () => import('./prompt-page.tsx'),
  'PromptDetailPage',
);
/** /{slug} */
export const LazyCatchAllPage = lazyComponent(() => import('./catch-all-page.tsx'), 'CatchAllPage');
