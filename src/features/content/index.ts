// Essays, dispatches and prompts read at their own addresses, and the bodies other screens show.
export {
  LazyCatchAllPage,
  LazyDispatchPage,
  LazyEssayPage,
  LazyPromptDetailPage,
  LazyPromptEngineeringPage,
} from './lazy-pages.ts';
export { LongformBody, LongformMeta } from './longform-view.tsx';
export { PromptBody } from './prompt-view.tsx';
export { prefetchPiece } from './api/get-piece.ts';
export { findMovedPath } from './api/get-moved.ts';
// The author defaults the CMS's essay form starts from (issue 12).
export { DEFAULT_AUTHOR, DEFAULT_AUTHOR_BIO } from './author-block.tsx';
