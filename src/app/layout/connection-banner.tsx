import { Box, Container, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { useOnline } from '../../ui/use-online.ts';

/** How long "You're back online" stays up. */
const BACK_ONLINE_MS = 4000;

/**
 * A slim line under the header while the browser is offline (what still works, and where), and
 * briefly once it is back. The live region stays mounted so both are announced.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const offline = !online;
  return (
    <Box role="status" aria-live="polite">
      {(offline || backOnline) && (
        <Box
          bg={offline ? 'bg.inverted' : 'green.solid'}
          color={offline ? 'fg.inverted' : 'green.contrast'}
          fontSize="sm"
          py="2"
          data-testid="connection-banner"
        >
          <Container maxW="7xl">
            {offline ? (
              <Text>
                You're offline. Everything you've opened is saved on this device:{' '}
                <RouterLink to={OFFLINE_PATH} style={{ textDecoration: 'underline' }}>
                  Available offline
                </RouterLink>
              </Text>
            ) : (
              <Text>You're back online.</Text>
            )}
          </Container>
        </Box>
      )}
    </Box>
  );
}
