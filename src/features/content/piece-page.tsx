import { Button } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import type { SavedPiece } from '../../domain/saved-pieces.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { NotAvailableOffline, SavedCopyNotice } from '../offline';
import { LongformView } from './longform-view.tsx';
import { PromptView } from './prompt-view.tsx';
import { usePiece } from './api/get-piece.ts';

/** A failed read: say so and offer to try again (the visitor may be offline). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  usePageHead({ title: 'Could not load this page', canonical: window.location.pathname }, false);
  return (
    <MessagePage
      title="We couldn't load this page"
      actions={
        <Button onClick={onRetry} colorPalette="orange">
          Retry
        </Button>
      }
    >
      Check your connection and try again.
    </MessagePage>
  );
}

const CANONICAL_BASE: Record<ContentKind, string> = {
  essay: '/essays/',
  dispatch: '/dispatches/',
  prompt: '/prompts/detail/',
};

/** A piece, read at its own URL; a copy from the device says so above it. */
export function PieceView({
  piece,
  saved,
  canonical = CANONICAL_BASE[piece.kind] + piece.item.slug,
}: {
  piece: ContentPiece;
  saved?: SavedPiece;
  canonical?: string;
}) {
  return (
    <>
      {saved && <SavedCopyNotice saved={saved} />}
      {piece.kind === 'prompt' ? (
        <PromptView prompt={piece.item} canonical={canonical} />
      ) : (
        <LongformView piece={piece} canonical={canonical} />
      )}
    </>
  );
}

/**
 * A piece at its own URL: loading, then the piece; offline, the copy saved on this device or a
 * page saying it is not saved yet; a failed read offers Retry; an unknown (or unpublished) slug
 * goes back to the home page.
 */
export function PiecePage({ kind }: { kind: ContentKind | 'any' }) {
  const { slug = '' } = useParams();
  const state = usePiece(kind, slug);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  const { source, piece, saved } = state.data;
  if (source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  return piece ? <PieceView piece={piece} saved={saved} /> : <Navigate to="/" replace />;
}
