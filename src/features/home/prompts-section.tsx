import { Badge, Card, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { truncate } from '../../domain/page-head.ts';
import { PROMPT_CATEGORIES } from '../../domain/prompt-categories.ts';
import { SectionHeading } from './section-heading.tsx';

/** AI EDGE prompts: the six categories, each a link to its prompt page. */
export function PromptsSection() {
  return (
    <Container
      as="section"
      id="edge-prompts"
      aria-labelledby="prompts-title"
      maxW="7xl"
      py="16"
      scrollMarginTop="20"
    >
      <SectionHeading
        id="prompts-title"
        title="AI EDGE Prompts"
        lead="Executive Intelligence Engineering: prompt packs for the work only leaders do."
      />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {PROMPT_CATEGORIES.map((c) => (
          <Card.Root
            key={c.id}
            asChild
            variant="outline"
            _hover={{ shadow: 'md', borderColor: 'orange.300' }}
          >
            <RouterLink to={`/prompts/${c.id}`}>
              <Card.Body gap="2">
                {c.comingSoon && (
                  <Badge alignSelf="flex-start" variant="subtle">
                    Coming Soon
                  </Badge>
                )}
                <Card.Title as="h3" fontFamily="heading" fontSize="xl">
                  {c.title}
                </Card.Title>
                <Text fontSize="sm" color="orange.700">
                  {c.description}
                </Text>
                <Card.Description>{truncate(c.preview, 80)}</Card.Description>
              </Card.Body>
            </RouterLink>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
