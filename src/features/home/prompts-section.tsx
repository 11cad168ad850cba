import {
  Badge,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTEXT_ENGINEERING_PATH } from '../../domain/site-paths.ts';
import { truncate } from '../../domain/page-head.ts';
import { PROMPT_CATEGORIES } from '../../domain/prompt-categories.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { SectionHeading } from './section-heading.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';

// The dialog (and the accordion in it) is fetched the first time a visitor asks for it.
const LearnMoreDialog = lazy(() =>
  import('./learn-more-dialog.tsx').then((m) => ({ default: m.LearnMoreDialog })),
);

const GUIDES = [
  {
    to: '/engineering/prompt-engineering-guide',
    title: 'The Prompt Engineering Guide',
    text: 'Brief an AI the way you brief your best people: role, outcome, constraints and format, with worked examples from executive work.',
  },
  {
    to: CONTEXT_ENGINEERING_PATH,
    title: 'Context Engineering',
    text: 'What your AI needs to know before it answers, and how to curate the context that makes its advice specific to you.',
  },
] as const;

/** AI EDGE prompts: what Executive Intelligence Engineering is, two guides and the six categories. */
export function PromptsSection() {
  const learnMore = useLazyDialog();
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
      <Stack gap="6" mb="10">
        <Card.Root variant="outline" bg="navy" color="white" borderColor="transparent">
          <Card.Body
            gap="4"
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems={{ md: 'center' }}
          >
            <Stack gap="2" flex="1">
              <Heading as="h3" fontFamily="heading" fontSize="2xl">
                About Executive Intelligence Engineering
              </Heading>
              <Text color="whiteAlpha.900" maxW="3xl">
                The craft of designing how leaders, their teams and their AI systems think together.
                Five capabilities, from prompt engineering to temporal design, turn AI from a search
                box into a thinking partner that leaves the judgement with you.
              </Text>
            </Stack>
            <Button
              alignSelf={{ base: 'flex-start', md: 'center' }}
              flexShrink="0"
              colorPalette="orange"
              onClick={learnMore.show}
              aria-haspopup="dialog"
            >
              Learn More
            </Button>
          </Card.Body>
        </Card.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {GUIDES.map((g) => (
            <Card.Root
              key={g.to}
              asChild
              variant="outline"
              borderColor="accent.muted"
              bg="accent.subtle"
              _hover={{ shadow: 'md', borderColor: 'accent.emphasized' }}
            >
              <RouterLink to={g.to}>
                <Card.Body gap="2">
                  <Eyebrow fontSize="xs" color="accent.fg">
                    Guide
                  </Eyebrow>
                  <Card.Title as="h3" fontFamily="heading" fontSize="xl">
                    {g.title}
                  </Card.Title>
                  <Card.Description color="fg.muted">{g.text}</Card.Description>
                  <Flex mt="1" color="accent.fg" fontWeight="semibold" fontSize="sm">
                    <span aria-hidden="true">Read the guide →</span>
                  </Flex>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {PROMPT_CATEGORIES.map((c) => (
          <Card.Root
            key={c.id}
            asChild
            variant="outline"
            _hover={{ shadow: 'md', borderColor: 'accent.emphasized' }}
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
                <Text fontSize="sm" color="accent.fg">
                  {c.description}
                </Text>
                <Card.Description>{truncate(c.preview, 80)}</Card.Description>
              </Card.Body>
            </RouterLink>
          </Card.Root>
        ))}
      </SimpleGrid>
      {learnMore.mounted && (
        <Suspense fallback={null}>
          <LearnMoreDialog open={learnMore.open} onClose={learnMore.hide} />
        </Suspense>
      )}
    </Container>
  );
}
