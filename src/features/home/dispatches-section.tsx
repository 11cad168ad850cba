import { Box, Button, Container } from '@chakra-ui/react';
import { useBackend } from '../../backend/backend-context.tsx';
import { useAsync } from '../../ui/use-async.ts';
import { AsyncCardGrid } from './async-card-grid.tsx';
import { ContentCard } from './content-card.tsx';
import { SectionHeading } from './section-heading.tsx';

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
        <SectionHeading
          id="newsletter-title"
          title="Dispatches from the EDGE"
          lead="A weekly newsletter for leaders navigating tech-driven change."
        >
          <Button alignSelf="flex-start" mt="2" colorPalette="orange" onClick={onSubscribe}>
            Subscribe for free
          </Button>
        </SectionHeading>
        <AsyncCardGrid
          state={dispatches}
          label="dispatches"
          skeletons={2}
          empty="No dispatches available yet."
          failed={() => "We couldn't load the dispatches."}
          columns={{ base: 1, md: 2 }}
        >
          {(d) => <ContentCard key={d.id} item={d} to={`/dispatches/${d.slug}`} />}
        </AsyncCardGrid>
      </Container>
    </Box>
  );
}
