import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EXTERNAL_LINKS, TASTER_LESSON_DATE } from '../../domain/external-links.ts';
import { PROMPT_ENGINEERING_PATH } from '../../domain/five-capabilities.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { NewTabButton } from '../../ui/new-tab-button.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';
import { CallToAction } from './call-to-action.tsx';

const TITLE = 'Start Building your own AI Chief of Staff';
const SIGN_UP = 'Sign up for the free lesson';

const FACTS = [
  ['When', TASTER_LESSON_DATE],
  ['Length', '30 minutes, live online'],
  ['Price', 'Free'],
] as const;

const LEARN = [
  'What an AI chief of staff should do for you, and what it never should',
  'How to brief it with your priorities, stakeholders and working style',
  'How to give it the context that makes its advice specific to your organisation',
  'A weekly rhythm: Monday planning, Friday review and meeting preparation in minutes',
  'Simple guardrails for confidential information and for your own judgement',
];

const AUDIENCE = [
  'Executives, founders and senior leaders with more priorities than hours',
  'Chiefs of staff and executive assistants who support them',
  'Leaders who have tried ChatGPT or Copilot and want more than a search box',
];

const TAKEAWAYS = [
  'The AI Chief of Staff prompt, ready for the assistant you already use',
  'A one-page context brief to fill in once and reuse every week',
  'A checklist for your first week with your new chief of staff',
];

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" gap="2" ps="6" fontSize="lg" listStyleType="disc">
      {items.map((item) => (
        <Box as="li" key={item} ps="1" _marker={{ color: 'accent.fg' }}>
          {item}
        </Box>
      ))}
    </Stack>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading id={id} as="h2" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /ai-chief-of-staff-starter-lesson: the promo page of the free 30-minute taster lesson. */
export function StarterLessonPage() {
  usePageHead({
    title: TITLE,
    description: `A free 30-minute taster lesson on ${TASTER_LESSON_DATE}: set up an AI chief of staff around your own priorities and leave with a prompt that works from day one.`,
    canonical: '/ai-chief-of-staff-starter-lesson',
  });
  return (
    <>
      <Box bg="navy" color="white">
        <Container maxW="4xl" py={{ base: '12', md: '20' }}>
          <Stack gap="6">
            <Eyebrow color="orange.200">EDGE School · Free taster lesson</Eyebrow>
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              {TITLE}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              A free 30-minute live lesson for leaders who want AI to protect their attention, not
              add to their inbox. You will set up an AI chief of staff around your own priorities
              and leave with a prompt that works from day one.
            </Text>
            <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
              {FACTS.map(([term, value]) => (
                <Box key={term} borderLeftWidth="3px" borderColor="orange.300" ps="3">
                  <Text as="dt" fontSize="sm" color="whiteAlpha.800">
                    {term}
                  </Text>
                  <Text as="dd" fontWeight="semibold" fontSize="lg">
                    {value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <NewTabButton
              href={EXTERNAL_LINKS.tasterSignUp}
              colorPalette="orange"
              size="lg"
              alignSelf="flex-start"
            >
              {SIGN_UP}
            </NewTabButton>
          </Stack>
        </Container>
      </Box>
      <Container maxW="4xl" py={{ base: '10', md: '16' }}>
        <Stack gap="12">
          <Part id="learn" title="What you'll learn">
            <Bullets items={LEARN} />
          </Part>
          <Part id="audience" title="Who it's for">
            <Bullets items={AUDIENCE} />
            <Text color="fg.muted">
              No technical background needed: if you can write an email, you can do this.
            </Text>
          </Part>
          <Part id="takeaways" title="What you'll leave with">
            <Bullets items={TAKEAWAYS} />
          </Part>
          <Part id="before" title="Before you come">
            <Text fontSize="lg">
              The lesson puts two of the five capabilities of Executive Intelligence Engineering to
              work. Ten minutes with either page below makes the half hour go further.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild variant="outline" colorPalette="orange">
                <RouterLink to="/five-capabilities">Explore the five capabilities</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="orange">
                <RouterLink to={PROMPT_ENGINEERING_PATH}>Read Prompt Engineering</RouterLink>
              </Button>
            </Flex>
          </Part>
          <CallToAction align="flex-start">
            <Text fontFamily="heading" fontSize="2xl" fontWeight="bold">
              Save your place for {TASTER_LESSON_DATE}
            </Text>
            <Text>
              Thirty minutes, free, and yours to keep: the prompt, the brief and the checklist.
            </Text>
            <NewTabButton href={EXTERNAL_LINKS.tasterSignUp} colorPalette="orange">
              {SIGN_UP}
            </NewTabButton>
          </CallToAction>
        </Stack>
      </Container>
    </>
  );
}
