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
