import { Button } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Backend } from '../../backend/backend.ts';
import { useBackend } from '../../backend/backend-context.tsx';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { PROMPT_ENGINEERING_PATH } from '../../domain/site-paths.ts';
import { lookupSlug } from '../../domain/slug-lookup.ts';
import { isBackendError } from '../../domain/errors.ts';
import type { SavedPiece } from '../../domain/saved-pieces.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { isOffline, useOnlineAgain } from '../../ui/use-online.ts';
import { NotAvailableOffline, SavedCopyNotice } from '../offline';
import { MessagePage } from '../../ui/message-page.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { useAsync } from '../../ui/use-async.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { LongformView } from './longform-view.tsx';
import { PromptView } from './prompt-view.tsx';

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

/** Reads the piece with this slug: of one kind, or (for /{slug}) whichever kind owns it. */
async function loadPiece(
  { content }: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<ContentPiece | null> {
  switch (kind) {
    case 'essay': {
      const item = await content.getEssayBySlug(slug);
      return item && { kind, item };
    }
    case 'dispatch': {
      const item = await content.getDispatchBySlug(slug);
      return item && { kind, item };
    }
    case 'prompt': {
      const item = await content.getPromptBySlug(slug);
      return item && { kind, item };
    }
    case 'any':
      return lookupSlug(slug, {
        essay: (s) => content.getEssayBySlug(s),
        dispatch: (s) => content.getDispatchBySlug(s),
        prompt: (s) => content.getPromptBySlug(s),
      });
  }
}

const CANONICAL_BASE: Record<ContentKind, string> = {
  essay: '/essays/',
  dispatch: '/dispatches/',
  prompt: '/prompts/detail/',
};

/** What a piece page shows: the piece (null: not published), and the saved copy it came from. */
type Loaded =
  | { source: 'network'; piece: ContentPiece | null; saved?: undefined }
  | { source: 'saved'; piece: ContentPiece; saved: SavedPiece }
  | { source: 'not-saved'; piece?: undefined; saved?: undefined };

/**
 * The piece from the backend; offline (or when the read fails) the copy saved on this device;
 * offline with no saved copy, 'not-saved'. A slug the backend no longer publishes is dropped
 * from the library too. Other failures propagate (the page offers Retry).
 */
async function loadPieceOrSaved(
  backend: Backend,
  kind: ContentKind | 'any',
  slug: string,
): Promise<Loaded> {
  let failure: unknown = null;
  if (!isOffline()) {
    try {
      const piece = await loadPiece(backend, kind, slug);
      if (!piece) void offlineLibrary.forget(kind, slug);
      return { source: 'network', piece };
    } catch (error) {
      failure = error;
    }
  }
  const saved = await offlineLibrary.find(kind, slug);
  if (saved) return { source: 'saved', piece: saved.piece, saved };
  if (failure && !isOffline() && !isBackendError(failure, 'unavailable')) throw failure;
  return { source: 'not-saved' };
}

/**
 * Loads the piece (or its saved copy); a page that could not show it (not saved, or the read
 * failed) tries again once the connection is back.
 */
function usePieceOrSaved(kind: ContentKind | 'any', slug: string) {
  const backend = useBackend();
  const state = useAsync(`${kind}:${slug}`, () => loadPieceOrSaved(backend, kind, slug));
  useOnlineAgain(
    () => (state.status === 'error' || state.data?.source === 'not-saved') && state.retry(),
  );
  return state;
}

/** A piece, read at its own URL; a copy from the device says so above it. */
function PieceView({
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
function PiecePage({ kind }: { kind: ContentKind | 'any' }) {
  const { slug = '' } = useParams();
  const state = usePieceOrSaved(kind, slug);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  const { source, piece, saved } = state.data;
  if (source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  return piece ? <PieceView piece={piece} saved={saved} /> : <Navigate to="/" replace />;
}

/** /essays/{slug} */
export const EssayPage = () => <PiecePage kind="essay" />;
/** /dispatches/{slug} */
export const DispatchPage = () => <PiecePage kind="dispatch" />;
/** /prompts/detail/{slug} */
export const PromptDetailPage = () => <PiecePage kind="prompt" />;
/** /{slug}: whichever content type owns the slug (essay, dispatch, prompt), else the home page. */
export const CatchAllPage = () => <PiecePage kind="any" />;

/** /engineering/prompt-engineering: the published essay with that slug (offline, its saved copy). */
export function PromptEngineeringPage() {
  const navigate = useNavigate();
  const state = usePieceOrSaved('essay', 'prompt-engineering');
  if (state.status === 'loading') return <PageSpinner />;
  if (state.data?.source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  const piece = state.data?.piece;
  if (piece?.kind === 'essay') {
    return (
      <PieceView piece={piece} saved={state.data?.saved} canonical={PROMPT_ENGINEERING_PATH} />
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
