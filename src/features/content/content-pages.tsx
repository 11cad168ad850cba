import { PiecePage } from './piece-page.tsx';

// The content routes (lazy-pages.ts loads them as one chunk).

/** /essays/{slug} */
export const EssayPage = () => <PiecePage kind="essay" />;
/** /dispatches/{slug} */
export const DispatchPage = () => <PiecePage kind="dispatch" />;
/** /prompts/detail/{slug} */
export const PromptDetailPage = () => <PiecePage kind="prompt" />;
/** /{slug}: whichever content type owns the slug (essay, dispatch, prompt), else the home page. */
export const CatchAllPage = () => <PiecePage kind="any" />;

export { PromptEngineeringPage } from './prompt-engineering-page.tsx';
