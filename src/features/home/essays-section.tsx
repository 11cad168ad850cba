import { Container } from '@chakra-ui/react';
import { useBackend } from '../../backend/backend-context.tsx';
import { sortEssaysForHome } from '../../domain/content-rules.ts';
import { useAsync } from '../../ui/use-async.ts';
import { AsyncCardGrid } from './async-card-grid.tsx';
import { ContentCard } from './content-card.tsx';
import { SectionHeading } from './section-heading.tsx';

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
      <SectionHeading
        id="essays-title"
        title="Essays from the EDGE"
        lead="Long reads on leading people and organisations through technological change."
      />
      <AsyncCardGrid
        state={essays}
        label="essays"
        skeletons={3}
        empty="No essays published yet. Check back soon."
        failed={(error) => `We couldn't load the essays: ${error.message}`}
        columns={{ base: 1, md: 2, lg: 3 }}
      >
        {(e) => <ContentCard key={e.id} item={e} to={`/essays/${e.slug}`} showFeatured />}
      </AsyncCardGrid>
    </Container>
  );
}
