import { Button } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { SAVED_COPY_ATTRIBUTE, type SavedPiece } from '../../domain/saved-pieces.ts';
import { PROMPT_ENGINEERING_PATH } from '../../domain/site-paths.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { MessagePage } from '../../ui/message-page.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { NotAvailableOffline, SavedCopyNotice } from '../offline';
import { LongformView } from './longform-view.tsx';
import { useMovedPath } from './api/get-moved.ts';
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

/**
 * How a page draws the pieces it shows at `canonical` (longform-view.tsx, prompt-view.tsx): each
 * page module brings the views of the kinds it shows, and no other's code.
 */
export type DrawPiece = (piece: ContentPiece, canonical: string) => ReactNode;

/**
 * A piece, read at its own URL; a copy from the device says so above it. Drawn by the server
 * (and hydrating), the notice is there hidden, for the page the service worker opens from the
 * device to show (features/offline's SavedCopyNotice).
 */
export function PieceView({
  piece,
  saved,
  draw,
  canonical = CANONICAL_BASE[piece.kind] + piece.item.slug,
}: {
  piece: ContentPiece;
  saved?: SavedPiece;
  draw: DrawPiece;
  canonical?: string;
}) {
  const hydrated = useHydrated();
  // The page the worker opened from the device says why on <html> (the notice reads it); the
  // next page, drawn here, reads its own answer.
  useEffect(() => () => document.documentElement.removeAttribute(SAVED_COPY_ATTRIBUTE), []);
  const copy = useCopyWhenOffline(piece, saved);
  return (
    <>
      {!hydrated ? (
        <SavedCopyNotice saved={saved} drawnByServer />
      ) : (
        copy && <SavedCopyNotice saved={copy} />
      )}
      {draw(piece, canonical)}
    </>
  );
}

/**
 * The saved copy a page read offline shows: `saved`, or, when the page's data came with the page
 * (a page the worker served while the browser says it is offline), the device's copy of it.
 */
function useCopyWhenOffline(piece: ContentPiece, saved: SavedPiece | undefined) {
  const [found, setFound] = useState<SavedPiece | null>(null);
  const { kind, item } = piece;
  useEffect(() => {
    if (saved || typeof navigator === 'undefined' || navigator.onLine !== false) return;
    let live = true;
    void offlineLibrary.find(kind, item.slug).then((copy) => live && setFound(copy));
    return () => {
      live = false;
    };
  }, [saved, kind, item.slug]);
  return saved ?? found ?? undefined;
}

/**
 * A piece at its own URL: loading, then the piece; offline, the copy saved on this device or a
 * page saying it is not saved yet; a failed read offers Retry; an old slug of a renamed piece
 * goes on to its new address, and an unknown (or unpublished) one back to the home page.
 */
export function PiecePage({ kind, draw }: { kind: ContentKind | 'any'; draw: DrawPiece }) {
  const { slug = '' } = useParams();
  const state = usePiece(kind, slug);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  const { source, piece, saved } = state.data;
  if (source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  return piece ? (
    <PieceView piece={piece} saved={saved} draw={draw} />
  ) : (
    <MovedOrHome kind={kind} slug={slug} />
  );
}

/**
 * No piece here: a published piece renamed keeps its old address, so go where it is now (the
 * address replaced, as the server's permanent redirect does); otherwise home.
 */
function MovedOrHome({ kind, slug }: { kind: ContentKind | 'any'; slug: string }) {
  const moved = useMovedPath(kind, slug);
  const { search, hash } = useLocation();
  if (moved.isPending) return <PageSpinner />;
  return <Navigate to={moved.data ? moved.data + search + hash : '/'} replace />;
}

/** Draws an essay or a dispatch (the only kinds their pages read). */
export const drawLongform: DrawPiece = (piece, canonical) =>
  piece.kind === 'prompt' ? null : <LongformView piece={piece} canonical={canonical} />;

// The longform routes are here, with the page they are (lazy-pages.ts loads them as one chunk,
// without the prompt view: prompt-page.tsx and catch-all-page.tsx bring that).

/** /essays/{slug} */
export const EssayPage = () => <PiecePage kind="essay" draw={drawLongform} />;
/** /dispatches/{slug} */
export const DispatchPage = () => <PiecePage kind="dispatch" draw={drawLongform} />;

/** /engineering/prompt-engineering: the published essay with that slug (offline, its saved copy). */
export function PromptEngineeringPage() {
  const navigate = useNavigate();
  const state = usePiece('essay', 'prompt-engineering');
  if (state.status === 'loading') return <PageSpinner />;
  if (state.data?.source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  const piece = state.data?.piece;
  if (piece?.kind === 'essay') {
    return (
      <PieceView
        piece={piece}
        saved={state.data?.saved}
        draw={drawLongform}
        canonical={PROMPT_ENGINEERING_PATH}
      />
    );
  }
  return <ContentNotAvailable onBack={() => navigate('/#edge-prompts')} />;
}

function ContentNotAvailable({ onBack }: { onBack: () => void }) {
  usePageHead({ title: 'Content Not Available', canonical: PROMPT_ENGINEERING_PATH });
  return (
    <MessagePage
      title="Content Not Available"
      actions={
        <Button onClick={onBack} variant="outline">
          Back
        </Button>
      }
    >
      This guide could not be loaded right now.
    </MessagePage>
  );
}
