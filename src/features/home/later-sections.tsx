import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

const SECTIONS = [
  {
    id: 'diagnostic',
    title: 'Take the EDGE State Diagnostic',
    text: 'Takes less than 5 minutes to complete',
  },
  {
    id: 'school',
    title: 'EDGE School',
    text: 'A free 30-minute taster, the 14-day AI EDGE cohort and the 21-day Executive EDGE program. Sign-up forms are coming soon.',
  },
  {
    id: 'cards',
    title: 'Card Decks',
    text: 'Navigator, Capability and Prompt Cards: early access is coming soon.',
  },
  {
    id: 'about',
    title: 'About EDGE Navigator',
    text: 'A book on leading through tech-driven change is on its way; the waitlist opens soon.',
  },
] as const;

/** Diagnostic, School, Card decks and About: the sections whose full screens come next. */
export function LaterSections() {
  return (
    <>
      {SECTIONS.map((s, i) => (
        <Box
          as="section"
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          bg={i % 2 ? 'gray.50' : undefined}
          scrollMarginTop="20"
        >
          <Container maxW="7xl" py="14">
            <Stack gap="2">
              <Heading id={`${s.id}-title`} as="h2" size="2xl">
                {s.title}
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                {s.text}
              </Text>
            </Stack>
          </Container>
        </Box>
      ))}
    </>
  );
}
