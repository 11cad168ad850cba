import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBytes } from '../../domain/saved-pieces.ts';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { useOfflineLibrary } from '../../stores/offline-library';
import { AccountSection } from './account-section.tsx';

/** The account page's summary of what is saved on this device for offline reading. */
export function OfflineSection() {
  const { status, pieces, bytes } = useOfflineLibrary();
  return (
    <AccountSection title="Available offline">
      <Stack gap="3" align="flex-start">
        <Text>
          {status === 'loading'
            ? 'Checking what is saved on this device…'
            : pieces.length === 0
              ? 'Nothing is saved on this device yet: every piece you open is kept for offline reading.'
              : `${pieces.length} ${pieces.length === 1 ? 'piece is' : 'pieces are'} saved on this device for offline reading (${formatBytes(bytes)}).`}
        </Text>
        <Button asChild variant="outline">
          <RouterLink to={OFFLINE_PATH}>See what's available offline</RouterLink>
        </Button>
      </Stack>
    </AccountSection>
  );
}
