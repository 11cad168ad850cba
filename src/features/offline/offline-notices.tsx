import { Box, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatShortDate } from '../../domain/content-rules.ts';
import {
  SAVED_COPY_ATTRIBUTE,
  SAVED_COPY_SLOT_ATTRIBUTE,
  SAVED_ON_ATTRIBUTE,
  type SavedCopyReason,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
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

/** Whether the service worker opened this page from the device for want of a connection. */
const openedOffline = () =>
  document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE) ===
  ('offline' satisfies SavedCopyReason);

const NOTICE_STYLE = {
  borderWidth: '1px',
  borderColor: 'blue.muted',
  bg: 'blue.subtle',
  color: 'blue.fg',
  borderRadius: 'md',
  px: '4',
  py: '3',
  fontSize: 'sm',
} as const;

/**
 * Above a piece read from the device: which copy this is. `drawnByServer`: the notice as every
 * server-drawn piece page carries it, hidden, both reasons in it, until the service worker opens
 * the page from the device and says so on <html> (domain/saved-pieces.ts): the notice is in the
 * page's first paint, and nothing moves when the app takes over.
 */
export function SavedCopyNotice({
  saved,
  drawnByServer = false,
}: {
  saved?: SavedPiece;
  drawnByServer?: boolean;
}) {
  const reason = drawnByServer ? (
    <>
      <span data-reason="offline">You're offline.</span>
      <span data-reason="unreachable">We couldn't reach the server.</span>
    </>
  ) : isOffline() || openedOffline() ? (
    "You're offline."
  ) : (
    "We couldn't reach the server."
  );
  const slot = drawnByServer ? { [SAVED_COPY_SLOT_ATTRIBUTE]: '' } : {};
  const on = drawnByServer ? { [SAVED_ON_ATTRIBUTE]: '' } : {};
  return (
    <Container maxW="3xl" pt={{ base: '6', md: '8' }} {...slot}>
      <Box role="status" {...NOTICE_STYLE}>
        {reason} You're reading the copy saved on this device on{' '}
        {drawnByServer ? (
          <span {...on}>{formatShortDate(saved?.savedAt)}</span>
        ) : (
          formatShortDate(saved?.savedAt)
        )}
        .{' '}
        <RouterLink to={OFFLINE_PATH} style={{ textDecoration: 'underline' }}>
          Available offline
        </RouterLink>
      </Box>
    </Container>
  );
}
