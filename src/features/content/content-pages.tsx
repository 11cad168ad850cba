import { Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { lookupSlug } from '../../domain/slug-lookup.ts';
import { useAsync, type AsyncState } from '../../ui/use-async.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { LongformView } from './longform-view.tsx';
import { PromptView } from './prompt-view.tsx';

function Loading() {
  return (
    <Center py="24">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
}

/** A failed read: say so and offer to try again (the visitor may be offline). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  usePageHead({ title: 'Could not load this page', canonical: window.location.pathname }, false);
  return (
    <Container maxW="xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          We couldn't load this page
        </Heading>
        <Text color="fg.muted">Check your connection and try again.</Text>
        <Button onClick={onRetry} colorPalette="orange">
          Retry
        </Button>
      </Stack>
    </Container>
  );
}

/** Loading, error, or the loaded item; no item means "unknown slug": back to the home page. */
function Resolved<T>({
  state,
  children,
}: {
  state: AsyncState<T | null> & { retry: () => void };
  children: (item: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  if (state.data === null) return <Navigate to="/" replace />;
  return <>{children(state.data)}</>;
}

/** /essays/{slug} */
export function EssayPage() {
  const { slug = '' } = useParams();
  const backend = useBackend();
  const state = useAsync(`essay:${slug}`, () => backend.content.getEssayBySlug(slug));
  return (
    <Resolved state={state}>
      {(essay) => <LongformView item={essay} canonical={`/essays/${essay.slug}`} />}
    </Resolved>
  );
}

/** /dispatches/{slug} */
export function DispatchPage() {
  const { slug = '' } = useParams();
  const backend = useBackend();
  const state = useAsync(`dispatch:${slug}`, () => backend.content.getDispatchBySlug(slug));
  return (
    <Resolved state={state}>
      {(d) => <LongformView item={d} canonical={`/dispatches/${d.slug}`} />}
    </Resolved>
  );
}

/** /prompts/detail/{slug} */
export function PromptDetailPage() {
  const { slug = '' } = useParams();
  const backend = useBackend();
  const state = useAsync(`prompt:${slug}`, () => backend.content.getPromptBySlug(slug));
  return (
    <Resolved state={state}>
      {(p) => <PromptView prompt={p} canonical={`/prompts/detail/${p.slug}`} />}
    </Resolved>
  );
}

/** /{slug}: whichever content type owns the slug, else the home page. */
export function CatchAllPage() {
  const { slug = '' } = useParams();
  const backend = useBackend();
  const state = useAsync(`slug:${slug}`, () =>
    lookupSlug(slug, {
      essay: (s) => backend.content.getEssayBySlug(s),
      dispatch: (s) => backend.content.getDispatchBySlug(s),
      prompt: (s) => backend.content.getPromptBySlug(s),
    }),
  );
  return (
    <Resolved state={state}>
      {(piece) =>
        piece.kind === 'prompt' ? (
          <PromptView prompt={piece.item} canonical={`/prompts/detail/${piece.item.slug}`} />
        ) : (
          <LongformView
            item={piece.item}
            canonical={`/${piece.kind === 'essay' ? 'essays' : 'dispatches'}/${piece.item.slug}`}
          />
        )
      }
    </Resolved>
  );
}

/** /engineering/prompt-engineering: the published essay with that slug. */
export function PromptEngineeringPage() {
  const backend = useBackend();
  const navigate = useNavigate();
  const state = useAsync('essay:prompt-engineering', () =>
    backend.content.getEssayBySlug('prompt-engineering'),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'success' && state.data) {
    return <LongformView item={state.data} canonical="/engineering/prompt-engineering" />;
  }
  return <ContentNotAvailable onBack={() => navigate('/#edge-prompts')} />;
}

function ContentNotAvailable({ onBack }: { onBack: () => void }) {
  usePageHead({ title: 'Content Not Available', canonical: '/engineering/prompt-engineering' });
  return (
    <Container maxW="xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          Content Not Available
        </Heading>
        <Text color="fg.muted">This guide could not be loaded right now.</Text>
        <Button onClick={onBack} variant="outline">
          Back
        </Button>
      </Stack>
    </Container>
  );
}
