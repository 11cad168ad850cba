import { Container } from '@chakra-ui/react';
import { essayPath, preloadArticleReader } from '../reader';
import type { Essay } from '../../domain/types.ts';
import { AsyncCardGrid } from './async-card-grid.tsx';
import { ContentCard } from './content-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useCardList } from './use-card-list.ts';
import { useHomeEssays } from './use-home-lists.ts';

/**
 * Essays from the EDGE: 'The EDGE Dilemma' first, then newest, a page at a time; a card opens the
 * reader.
 */
export function EssaysSection({ onOpenEssay }: { onOpenEssay: (essay: Essay) => void }) {
  const essays = useCardList(useHomeEssays(), 'essays');
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
        list={essays}
        label="essays"
        moreLabel="More essays"
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
