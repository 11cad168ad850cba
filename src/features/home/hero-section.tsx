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
import { useBackend } from '../../backend/backend-context.tsx';
import { excerptOrFallback, FEATURED_ESSAY_TITLE } from '../../domain/content-rules.ts';
import { TASTER_LESSON_DATE } from '../../domain/external-links.ts';
import type { Essay, Prompt } from '../../domain/types.ts';
import { useAsync } from '../../ui/use-async.ts';
import { useOnlineAgain } from '../../ui/use-online.ts';
import { useSectionNavigation } from '../../ui/use-section-navigation.ts';
import { GetFullPromptButton } from '../prompts';
import { HeroCarousel, type HeroSlide } from './hero-carousel.tsx';
import { useHomeEssays } from './use-home-essays.ts';

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

const EIE = 'executive intelligence engineering';
const mentionsEie = (text: string) => text.toLowerCase().replace(/[-_]+/g, ' ').includes(EIE);
const when = (e: Essay) => (e.publishedAt ?? e.createdAt).getTime();

/** The newest essay whose title or tags mention Executive Intelligence Engineering. */
export function latestEieEssay(essays: readonly Essay[]): Essay | null {
  const matches = essays.filter((e) => mentionsEie(e.title) || e.tags.some(mentionsEie));
  return matches.sort((a, b) => when(b) - when(a))[0] ?? null;
}

/** An active prompt with content whose title or description mentions a chief of staff. */
export function findChiefOfStaffPrompt(prompts: readonly Prompt[]): Prompt | null {
  const chiefOfStaff = /chief[\s-]+of[\s-]+staff/i;
  return (
    prompts.find(
      (p) =>
        p.status === 'active' &&
        p.content.trim() !== '' &&
        (chiefOfStaff.test(p.title) || chiefOfStaff.test(p.description)),
    ) ?? null
  );
}

/** The five slides (public-site.md, home item 1), from the essays and prompts read for them. */
function useHeroSlides(onOpenEssay: (essay: Essay) => void): HeroSlide[] {
  const backend = useBackend();
  const goTo = useSectionNavigation();
  const essays = useHomeEssays();
  const prompt = useAsync('hero-chief-of-staff-prompt', async () =>
    findChiefOfStaffPrompt(await backend.content.listPrompts()),
  );
  useOnlineAgain(prompt.refresh);
  const loading = essays.status === 'loading';
  const list = essays.data ?? [];
  const eie = latestEieEssay(list);
  const dilemma = list.find((e) => e.title === FEATURED_ESSAY_TITLE) ?? null;

  const button = (label: string, onClick: () => void, disabled = false) => (
    <Button colorPalette="orange" size="lg" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
  const essayButton = (essay: Essay | null) =>
    essay
      ? button('Read the essay', () => onOpenEssay(essay))
      : button('Browse the essays', () => goTo('essays'), loading);

  return [
    {
      key: 'eie-essay',
      kicker: 'Latest essay',
      title: eie?.title ?? 'Executive Intelligence Engineering',
      text: eie
        ? excerptOrFallback(eie.excerpt)
        : 'How leaders, their teams and their AI systems think together. New essays are on their way.',
      action: essayButton(eie),
      loading,
    },
    {
      key: 'chief-of-staff-prompt',
      kicker: 'AI Prompt',
      title: 'Build an AI Chief of staff',
      text: 'Turn your AI assistant into a chief of staff that knows your priorities and prepares your week.',
      action: prompt.data ? (
        <GetFullPromptButton prompt={prompt.data} size="lg" />
      ) : (
        <Button colorPalette="orange" size="lg" onClick={() => goTo('edge-prompts')}>
          Explore AI Prompts
        </Button>
      ),
    },
    {
      key: 'edge-dilemma',
      kicker: 'Essay',
      title: FEATURED_ESSAY_TITLE,
      text: dilemma
        ? excerptOrFallback(dilemma.excerpt)
        : 'Move too fast and you break the organisation; too slowly and the market breaks it for you.',
      action: essayButton(dilemma),
      loading,
    },
    {
      key: 'starter-course',
      kicker: 'Free taster lesson · 30 minutes',
      title: 'Start Building your own AI Chief of Staff',
      text: `A free live lesson on ${TASTER_LESSON_DATE}: set up an AI chief of staff around your own priorities.`,
      action: button('See the course', () => goTo('school')),
    },
    {
      key: 'diagnostic',
      kicker: 'Diagnostic',
      title: 'Take the EDGE State Diagnostic',
      text: 'See where your leadership stands and where to focus first. Takes less than 5 minutes to complete.',
      action: button('Go to the diagnostic', () => goTo('diagnostic')),
    },
  ];
}

/** The hero: headline, BETA tag, subscribe button, the featured carousel and the three tiles. */
export function HeroSection(props: {
  onSubscribe: () => void;
  onOpenEssay: (essay: Essay) => void;
}) {
  const goTo = useSectionNavigation();
  const slides = useHeroSlides(props.onOpenEssay);
  return (
    <Box as="section" aria-labelledby="hero-title" bg="navy" color="white">
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="orange" variant="solid">
              BETA
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
            >
              Find your EDGE in tech-driven change
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              Essays, weekly dispatches and AI prompts for leaders. Join 1,000+ leaders navigating
              tech-driven change.
            </Text>
            <Button
              alignSelf="flex-start"
              size="lg"
              colorPalette="orange"
              onClick={props.onSubscribe}
            >
              Subscribe to Newsletter
            </Button>
          </Stack>
          <HeroCarousel slides={slides} label="Featured on EDGE Navigator" />
        </SimpleGrid>
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
      </Container>
    </Box>
  );
}
