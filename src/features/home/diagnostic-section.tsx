import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTERNAL_LINKS } from '../../domain/external-links.ts';
import { NewTabButton } from '../../ui/new-tab-button.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';

const MEASURES = [
  ['Clarity', 'how clearly you see what technology is changing in your world'],
  ['Capacity', 'the attention and energy you have left to respond'],
  ['Readiness', 'how ready your team is to move with you'],
] as const;

/** The EDGE State Diagnostic: what it measures and a link to take it (an external site). */
export function DiagnosticSection() {
  return (
    <Container
      as="section"
      id="diagnostic"
      aria-labelledby="diagnostic-title"
      maxW="7xl"
      py="16"
      scrollMarginTop="20"
    >
      <Box bg="navy" color="white" borderRadius="2xl" p={{ base: '6', md: '12' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="4">
            <Eyebrow color="orange.200">Free self-assessment</Eyebrow>
            <Heading id="diagnostic-title" as="h2" size="3xl">
              Take the EDGE State Diagnostic
            </Heading>
            <Text fontSize="lg" color="whiteAlpha.900">
              Which state are you leading from right now? The diagnostic measures how you are
              meeting tech-driven change and shows where to build your edge next.
            </Text>
            <Stack as="ul" gap="2" ps="5" listStyleType="disc" color="whiteAlpha.900">
              {MEASURES.map(([name, text]) => (
                <Box as="li" key={name}>
                  <Text as="span" fontWeight="semibold" color="white">
                    {name}:
                  </Text>{' '}
                  {text}
                </Box>
              ))}
            </Stack>
          </Stack>
          <Stack
            gap="3"
            align={{ base: 'stretch', sm: 'flex-start', lg: 'center' }}
            textAlign={{ lg: 'center' }}
          >
            <NewTabButton href={EXTERNAL_LINKS.diagnostic} size="xl" colorPalette="orange">
              Take the Diagnostic
            </NewTabButton>
            <Text color="whiteAlpha.900">Takes less than 5 minutes to complete</Text>
          </Stack>
        </SimpleGrid>
      </Box>
    </Container>
  );
}
