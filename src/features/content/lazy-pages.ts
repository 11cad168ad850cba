import { lazyComponent } from '../../ui/lazy-component.ts';

// The piece pages share one chunk, fetched when the first of them opens.
const pages = () => import('./content-pages.tsx');

/** /essays/{slug} */
export const LazyEssayPage = lazyComponent(pages, 'EssayPage');
/** /dispatches/{slug} */
export const LazyDispatchPage = lazyComponent(pages, 'DispatchPage');
/** /prompts/detail/{slug} */
export const LazyPromptDetailPage = lazyComponent(pages, 'PromptDetailPage');
/** /engineering/prompt-engineering */
export const LazyPromptEngineeringPage = lazyComponent(pages, 'PromptEngineeringPage');
/** /{slug} */
export const LazyCatchAllPage = lazyComponent(pages, 'CatchAllPage');
