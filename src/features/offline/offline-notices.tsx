import { Box, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatShortDate } from '../../domain/content-rules.ts';
import type { SavedPiece } from '../../domain/saved-pieces.ts';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { isOffline } from '../../ui/use-online.ts';

/** Offline, at a piece that was never opened on this device. */
export function NotAvailableOffline({ onRetry }: { onRetry: () => void }) {
  usePageHead({ title: 'Not available offline yet', canonical: window.location.pathname }, false);
  return (
    <MessagePage
      title="Not available offline yet"
      actions={
        <>
          <Button asChild colorPalette="orange">
            <RouterLink to={OFFLINE_PATH}>See what's available offline</RouterLink>
          </Button>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </>
      }
    >
      You're offline, and this page hasn't been saved on this device. Every essay, dispatch and
      prompt you open while online is kept here, ready to read without a connection.
    </MessagePage>
  );
}

/** Above a piece read from the device: which copy this is. */
export function SavedCopyNotice({ saved }: { saved: SavedPiece }) {
  const reason = isOffline() ? "You're offline." : "We couldn't reach the server.";
  return (
    <Container maxW="3xl" pt={{ base: '6', md: '8' }}>
      <Box
        role="status"
        borderWidth="1px"
        borderColor="blue.muted"
        bg="blue.subtle"
        color="blue.fg"
        borderRadius="md"
        px="4"
        py="3"
        fontSize="sm"
      >
        {reason} You're reading the copy saved on this device on {formatShortDate(saved.savedAt)}.{' '}
        <RouterLink to={OFFLINE_PATH} style={{ textDecoration: 'underline' }}>
          Available offline
        </RouterLink>
      </Box>
    </Container>
  );
}
