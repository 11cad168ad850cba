import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../kit';
import type { LongformKind, Piece } from './kinds.ts';
import { useVersions } from './use-longform.ts';

/**
 * The kept earlier versions of a piece (the last 20), newest first, by the date each was saved;
 * Restore puts one in the form, and saving makes it current (the version it replaces is kept).
 */
export function VersionsPanel(props: {
  kind: LongformKind;
  id: string;
  onRestore: (snapshot: Piece, version: number) => void;
}) {
  const versions = useVersions(props.kind, props.id);
  return (
    <Stack as="section" gap="3" aria-labelledby="versions-heading" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md" id="versions-heading">
        Earlier versions
      </Heading>
      {versions.isPending ? (
        <Text fontSize="sm">Loading versions...</Text>
      ) : versions.isError ? (
        <Text fontSize="sm" color="fg.error">
          Failed to load the earlier versions.
        </Text>
      ) : versions.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No earlier versions yet: each save keeps the one it replaces.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Earlier versions">
          {versions.data.map(({ version, snapshot }) => (
            <HStack as="li" key={version} justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm">
                Version {version} · saved {formatDateTime(snapshot.updatedAt)} ·{' '}
                <Text as="span" color="fg.muted">
                  {snapshot.title} ({snapshot.status})
                </Text>
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Restore version ${version}`}
                onClick={() => props.onRestore(snapshot, version)}
              >
                Restore
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
