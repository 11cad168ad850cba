import { PiecePage, type DrawPiece } from './piece-page.tsx';
import { PromptView } from './prompt-view.tsx';

/** Draws a prompt (the only kind its page reads). */
export const drawPrompt: DrawPiece = (piece, canonical) =>
  piece.kind === 'prompt' ? <PromptView prompt={piece.item} canonical={canonical} /> : null;

/** /prompts/detail/{slug} */
export const PromptDetailPage = () => <PiecePage kind="prompt" draw={drawPrompt} />;
