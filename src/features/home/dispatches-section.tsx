import {
  Box,
  Button,
  Container,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useBackend } from '../../backend/backend-context.tsx';
import {
  essayReadingTime,
  excerptOrFallback,
  formatShortDate,
} from '../../domain/content-rules.ts';
import { useAsync } from '../../ui/use-async.ts';
import { ContentCard } from './content-card.tsx';

/** Dispatches from the EDGE: the weekly newsletter's issues. */
export function DispatchesSection({ onSubscribe }: { onSubscribe: () => void }) {
  const backend = useBackend();
  const dispatches = useAsync('dispatches', async () =>
    (await backend.content.listDispatches()).filter((d) => d.tags.includes('dispatch')),
  );
  return (
    <Box
      as="section"
      id="newsletter"
      aria-labelledby="newsletter-title"
      bg="orange.50"
      scrollMarginTop="20"
    >
      <Container maxW="7xl" py="16">
        <Stack gap="2" mb="8">
          <Heading id="newsletter-title" as="h2" size="3xl">
            Dispatches from the EDGE
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            A weekly newsletter for leaders navigating tech-driven change.
          </Text>
          <Button alignSelf="flex-start" mt="2" colorPalette="orange" onClick={onSubscribe}>
            Subscribe for free
          </Button>
        </Stack>
        {dispatches.status === 'loading' && (
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="6"
            aria-busy="true"
            aria-label="Loading dispatches"
          >
            {[0, 1].map((i) => (
              <Skeleton key={i} height="48" borderRadius="lg" />
            ))}
          </SimpleGrid>
        )}
        {dispatches.status === 'error' && (
          <Stack gap="3" align="flex-start" role="alert">
            <Text>We couldn't load the dispatches.</Text>
            <Button onClick={dispatches.retry} variant="outline">
              Retry
            </Button>
          </Stack>
        )}
        {dispatches.status === 'success' && dispatches.data.length === 0 && (
          <Text color="fg.muted">No dispatches available yet.</Text>
        )}
        {dispatches.status === 'success' && dispatches.data.length > 0 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {dispatches.data.map((d) => (
              <ContentCard
                key={d.id}
                to={`/dispatches/${d.slug}`}
                title={d.title}
                excerpt={excerptOrFallback(d.excerpt)}
                date={formatShortDate(d.publishedAt ?? d.createdAt)}
                minutes={essayReadingTime(d)}
              />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
