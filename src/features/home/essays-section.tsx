import { Container } from '@chakra-ui/react';
import { essayPath, preloadArticleReader } from '../reader';
import type { Essay } from '../../domain/types.ts';
import { AsyncCardGrid } from './async-card-grid.tsx';
import { ContentCard } from './content-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useHomeEssays } from './use-home-essays.ts';
import { useSavedList } from './use-saved-list.ts';

/** Essays from the EDGE: 'The EDGE Dilemma' first, then newest; a card opens the reader. */
export function EssaysSection({ onOpenEssay }: { onOpenEssay: (essay: Essay) => void }) {
  const essays = useHomeEssays();
  const saved = useSavedList('essay', 'essays');
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
        saved={saved}
        label="essays"
        skeletons={3}
        empty="No essays published yet. Check back soon."
        failed={(error) => `We couldn't load the essays: ${error.message}`}
        columns={{ base: 1, md: 2, lg: 3 }}
      >
        {(e) => (
          <ContentCard
            key={e.id}
            item={e}
            to={essayPath(e)}
            showFeatured
            onOpen={() => onOpenEssay(e)}
            onIntent={preloadArticleReader}
          />
        )}
      </AsyncCardGrid>
    </Container>
  );
}
