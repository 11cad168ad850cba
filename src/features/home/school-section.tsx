import { Badge, Box, Button, Card, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EXTERNAL_LINKS, TASTER_LESSON_DATE } from '../../domain/external-links.ts';
import { EmailSignupForm } from '../subscribe';
import { NewTabButton } from '../../ui/new-tab-button.tsx';
import type { SubscriberSource } from '../../domain/types.ts';
import { SectionHeading } from './section-heading.tsx';

const NOTIFY_FAILURE = 'Failed to sign up for notifications. Please try again.';

/** EDGE School: the free taster lesson and the two cohort programs. */
export function SchoolSection() {
  return (
    <Box
      as="section"
      id="school"
      aria-labelledby="school-title"
      bg="bg.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="7xl" py="16">
        <SectionHeading
          id="school-title"
          title="EDGE School"
          lead="Learn to lead with AI beside you: start with a free taster, then go deeper with a cohort."
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <Program
            badge={<Badge colorPalette="green">Free taster</Badge>}
            title="Start Building your own AI Chief of Staff"
            facts={`30-minute live lesson · ${TASTER_LESSON_DATE}`}
            text="A free 30-minute taster lesson: set up an AI Chief of Staff that triages what reaches you, prepares your meetings and keeps your priorities in view."
          >
            <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
              <NewTabButton href={EXTERNAL_LINKS.tasterSignUp} colorPalette="orange">
                Sign up for the free taster
              </NewTabButton>
              <Button asChild variant="outline">
                <RouterLink to="/ai-chief-of-staff-starter-lesson">About the lesson</RouterLink>
              </Button>
            </Stack>
          </Program>
          <ComingProgram
            name="AI EDGE"
            source="ai-chief-of-staff-course"
            opens="November 2025"
            facts="14-day cohort"
            text="Fourteen days in a small cohort to make AI part of how you lead: the five capabilities of Executive Intelligence Engineering, practised on your own work."
          />
          <ComingProgram
            name="Executive EDGE"
            source="executive-edge-course"
            opens="January 2026"
            facts="21-day program"
            text="Twenty-one days for senior leaders taking their organisation through AI-driven change: a clear narrative, an operating rhythm that keeps pace and a team that moves with you."
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** A cohort program not open yet: when it comes, and a form to hear when it opens. */
function ComingProgram(props: {
  name: string;
  source: SubscriberSource;
  opens: string;
  facts: string;
  text: string;
}) {
  return (
    <Program
      badge={<Badge colorPalette="orange">{`Coming ${props.opens}`}</Badge>}
      title={props.name}
      facts={props.facts}
      text={props.text}
    >
      <EmailSignupForm
        source={props.source}
        labelContext={`for ${props.name} updates`}
        submitLabel="Notify me"
        submitContext={`when ${props.name} opens`}
        busyLabel="Signing up..."
        success={{ title: `Thanks! You'll be notified when ${props.name} opens.` }}
        failure={NOTIFY_FAILURE}
        hint="Be the first to hear when enrolment opens."
      />
    </Program>
  );
}

function Program(props: {
  badge: ReactNode;
  title: string;
  facts: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="article" variant="outline" bg="bg.panel">
      <Card.Body gap="3">
        <Box>{props.badge}</Box>
        <Card.Title as="h3" fontFamily="heading" fontSize="2xl">
          {props.title}
        </Card.Title>
        <Text fontWeight="semibold" color="accent.fg">
          {props.facts}
        </Text>
        <Card.Description>{props.text}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <Box width="full">{props.children}</Box>
      </Card.Footer>
    </Card.Root>
  );
}
