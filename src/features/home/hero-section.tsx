import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
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

/** The hero: headline, BETA tag, the three tiles and the subscribe button. */
export function HeroSection({ onSubscribe }: { onSubscribe: () => void }) {
  const goTo = useSectionNavigation();
  return (
    <Box as="section" aria-labelledby="hero-title" bg="#1a2b4c" color="white">
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="3xl">
          <Badge alignSelf="flex-start" colorPalette="orange" variant="solid">
            BETA
          </Badge>
          <Heading id="hero-title" as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
            Find your EDGE in tech-driven change
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
            Essays, weekly dispatches and AI prompts for leaders. Join 1,000+ leaders navigating
            tech-driven change.
          </Text>
          <Button alignSelf="flex-start" size="lg" colorPalette="orange" onClick={onSubscribe}>
            Subscribe to Newsletter
          </Button>
        </Stack>
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
      </Container>
    </Box>
  );
}
