import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EIE_SUMMARY } from '../../domain/five-capabilities.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import {
  CapabilitiesAccordion,
  EngineeringGuideButtons,
} from '../../ui/capabilities-accordion.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';
import { CallToAction } from './call-to-action.tsx';

const TITLE = 'The Five Capabilities of Executive Intelligence Engineering';

/** /five-capabilities: the five capabilities as an expandable list, and where to go deeper. */
export function FiveCapabilitiesPage() {
  usePageHead({
    title: TITLE,
    description:
      'Prompt engineering, context engineering, narrative design, cognitive orchestration and temporal design: what each capability is and why it matters for leaders now.',
    canonical: '/five-capabilities',
  });
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="10">
        <Stack gap="4">
          <Eyebrow color="accent.fg">Executive Intelligence Engineering</Eyebrow>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {TITLE}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {EIE_SUMMARY}
          </Text>
          <Text fontSize="lg">
            Each capability is a skill a leader can learn and a team can practise. Open one to see
            what it involves and why it matters now.
          </Text>
        </Stack>
        <CapabilitiesAccordion level="h2" />
        <CallToAction as="section" aria-labelledby="go-deeper">
          <Heading id="go-deeper" as="h2" size="xl">
            Go deeper
          </Heading>
          <Text>
            Most leaders start with the first two capabilities: they pay off in the first week. Our
            guides to prompt engineering and context engineering show how, with examples from
            executive work.
          </Text>
          <EngineeringGuideButtons />
          <Text fontSize="sm" color="fg.muted">
            Prefer to learn live?{' '}
            <Link asChild color="accent.fg" fontWeight="semibold">
              <RouterLink to="/ai-chief-of-staff-starter-lesson">
                Start Building your own AI Chief of Staff
              </RouterLink>
            </Link>{' '}
            in a free 30-minute taster lesson.
          </Text>
        </CallToAction>
      </Stack>
    </Container>
  );
}
