import { SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { useSectionNavigation } from '../../ui/use-section-navigation.ts';

const TILES = [
  {
    id: 'edge-prompts',
    title: 'AI EDGE',
    text: 'Prompts that turn AI into a leadership co-pilot.',
  },
  {
    id: 'essays',
    title: 'Essays from the EDGE',
    text: 'Long reads on leading through technological change.',
  },
  { id: 'school', title: 'EDGE School', text: 'Cohort courses and a free taster lesson.' },
] as const;

/** The three tiles under the hero, each scrolling to its section. */
export function HeroTiles() {
  const goTo = useSectionNavigation();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="10">
      {TILES.map((t) => (
        <chakra.button
          key={t.id}
          type="button"
          onClick={() => goTo(t.id)}
          textAlign="start"
          p="5"
          borderRadius="lg"
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          _hover={{ bg: 'whiteAlpha.200' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'orange.300' }}
          cursor="pointer"
        >
          <Text fontFamily="heading" fontSize="xl" fontWeight="bold">
            {t.title}
          </Text>
          <Text color="whiteAlpha.800" mt="1">
            {t.text}
          </Text>
        </chakra.button>
      ))}
    </SimpleGrid>
  );
}
