import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatShortDate } from '../../domain/content-rules.ts';
import {
  OFFLINE_LIMIT_BYTES,
  formatBytes,
  savedPiecePath,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import type { ContentKind } from '../../domain/types.ts';
import { offlineLibrary, useOfflineLibrary } from '../../stores/offline-library';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { useOnline } from '../../ui/use-online.ts';
import { KeepNewPanel } from './keep-new-panel.tsx';
import { SaveEverythingPanel } from './save-everything.tsx';

const KIND_LABEL: Record<ContentKind, string> = {
  essay: 'Essay',
  dispatch: 'Dispatch',
  prompt: 'AI Prompt',
};

/** What the browser says this site stores in all (text, images, the app itself), if it says. */
function useDeviceUsage(pieces: SavedPiece[]): number | null {
  const [usage, setUsage] = useState<number | null>(null);
  // Asked again whenever the saved pieces change.
  useEffect(() => {
    let stale = false;
    navigator.storage
      ?.estimate?.()
      .then((estimate) => !stale && setUsage(estimate.usage ?? null))
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, [pieces]);
  return usage;
}

/**
 * /offline: the pieces saved on this device, most recently read first, with pin and remove,
 * 'Save everything for offline' and 'Keep new dispatches on this device'.
 */
export function OfflinePage() {
  usePageHead({ title: 'Available offline', canonical: OFFLINE_PATH });
  const library = useOfflineLibrary();
  const online = useOnline();
  const usage = useDeviceUsage(library.pieces);
  if (library.status === 'loading') return <PageSpinner />;
  const { pieces, bytes } = library;

  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Available offline
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Every essay, dispatch and prompt you open is saved on this device, so you can keep
            reading without a connection. When space runs short, the pieces you read longest ago
            make room first; pin a piece to keep it.
          </Text>
          {!online && (
            <Text role="status" fontWeight="semibold">
              You're offline. Everything listed here opens without a connection.
            </Text>
          )}
        </Stack>

        <Box borderWidth="1px" borderRadius="lg" px="4" py="3" bg="bg.subtle">
          <Text>
            <strong>
              {pieces.length} {pieces.length === 1 ? 'piece' : 'pieces'}
            </strong>{' '}
            saved, using {formatBytes(bytes)} of {formatBytes(OFFLINE_LIMIT_BYTES)}.
          </Text>
          {usage !== null && (
            <Text fontSize="sm" color="fg.muted">
              With the app itself, this site uses {formatBytes(usage)} on this device.
            </Text>
          )}
        </Box>

        <SaveEverythingPanel />

        <KeepNewPanel />

        {pieces.length === 0 ? (
          <Stack gap="3" align="flex-start">
            <Text>
              Nothing saved yet. Open an essay, a dispatch or a prompt and it will be here, ready
              for the plane.
            </Text>
            <Button asChild variant="outline">
              <RouterLink to="/#essays">Browse the essays</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Saved pieces">
            {pieces.map((piece) => (
              <SavedRow key={piece.key} saved={piece} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** One saved piece: its title (a link to it), kind, when it was read, size, pin and remove. */
function SavedRow({ saved }: { saved: SavedPiece }) {
  const { piece, pinned } = saved;
  const title = piece.item.title;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      borderColor={pinned ? 'accent.emphasized' : undefined}
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        justify="space-between"
        align={{ sm: 'center' }}
      >
        <Stack gap="1" minW="0">
          <HStack gap="2">
            <Badge colorPalette={piece.kind === 'prompt' ? 'blue' : 'gray'}>
              {KIND_LABEL[piece.kind]}
            </Badge>
            {pinned && <Badge colorPalette="orange">Pinned</Badge>}
          </HStack>
          <Heading as="h2" size="md" lineClamp={2}>
            <RouterLink to={savedPiecePath(piece)}>{title}</RouterLink>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {saved.unread ? 'Saved' : 'Read'} {formatShortDate(saved.readAt)} ·{' '}
            {formatBytes(saved.bytes)}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Button
            size="sm"
            variant={pinned ? 'solid' : 'outline'}
            colorPalette="orange"
            aria-pressed={pinned}
            aria-label={`Pin ${title}`}
            onClick={() => void offlineLibrary.setPinned(saved.key, !pinned)}
          >
            Pin
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${title}`}
            onClick={() => void offlineLibrary.remove(saved.key)}
          >
            Remove
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
