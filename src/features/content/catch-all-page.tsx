import { drawLongform, PiecePage, type DrawPiece } from './piece-page.tsx';
import { drawPrompt } from './prompt-page.tsx';

const drawAny: DrawPiece = (piece, canonical) =>
  piece.kind === 'prompt' ? drawPrompt(piece, canonical) : drawLongform(piece, canonical);

/** /{slug}: whichever content type owns the slug (essay, dispatch, prompt), else the home page. */
export const CatchAllPage = () => <PiecePage kind="any" draw={drawAny} />;
