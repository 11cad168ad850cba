import { Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useBackend } from '../../backend/backend-context.tsx';
import {
  essayReadingTime,
  excerptOrFallback,
  formatShortDate,
  sortEssaysForHome,
} from '../../domain/content-rules.ts';
import { useAsync } from '../../ui/use-async.ts';
import { ContentCard } from './content-card.tsx';

/** Essays from the EDGE: 'The EDGE Dilemma' first, then newest. */
export function EssaysSection() {
  const backend = useBackend();
  const essays = useAsync('essays', async () =>
    sortEssaysForHome(await backend.content.listEssays()),
  );
  return (
    <Container
      as="section"
      id="essays"
      aria-labelledby="essays-title"
      maxW="7xl"
      py="16"
      scrollMarginTop="20"
    >
      <Stack gap="2" mb="8">
        <Heading id="essays-title" as="h2" size="3xl">
          Essays from the EDGE
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Long reads on leading people and organisations through technological change.
        </Text>
      </Stack>
      {essays.status === 'loading' && (
        <SimpleGrid
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          aria-busy="true"
          aria-label="Loading essays"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="56" borderRadius="lg" />
          ))}
        </SimpleGrid>
      )}
      {essays.status === 'error' && (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>We couldn't load the essays: {essays.error.message}</Text>
          <Button onClick={essays.retry} variant="outline">
            Retry
          </Button>
        </Stack>
      )}
      {essays.status === 'success' && essays.data.length === 0 && (
        <Text color="fg.muted">No essays published yet. Check back soon.</Text>
      )}
      {essays.status === 'success' && essays.data.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {essays.data.map((e) => (
            <ContentCard
              key={e.id}
              to={`/essays/${e.slug}`}
              title={e.title}
              excerpt={excerptOrFallback(e.excerpt)}
              date={formatShortDate(e.publishedAt ?? e.createdAt)}
              minutes={essayReadingTime(e)}
              featured={e.featured}
            />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
