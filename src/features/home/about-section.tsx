import { Badge, Box, Button, Card, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LazyWaitlistDialog } from '../subscribe';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { SectionHeading } from './section-heading.tsx';

/** About EDGE Navigator and the upcoming book, with the book waitlist. */
export function AboutSection() {
  const waitlist = useLazyDialog();
  return (
    <Box as="section" id="about" aria-labelledby="about-title" scrollMarginTop="20">
      <Container maxW="7xl" py="16">
        <SectionHeading
          id="about-title"
          title="About EDGE Navigator"
          lead="Leadership for Tech-Driven Change."
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Stack gap="4" fontSize="lg">
            <Text>
              EDGE Navigator is for executives and leaders whose organisations are being reshaped by
              technology and AI. We publish essays, a weekly dispatch and AI prompts that turn the
              pace of change into an edge instead of a threat.
            </Text>
            <Text color="fg.muted">
              Built with leaders, for leaders: what we write and teach is shaped by what our readers
              and cohorts tell us they need. Join 1,000+ leaders navigating tech-driven change.
            </Text>
          </Stack>
          <Card.Root as="article" aria-labelledby="book-title" variant="outline" bg="bg.panel">
            <Card.Body gap="3">
              <Badge colorPalette="orange" alignSelf="flex-start">
                Coming soon
              </Badge>
              <Card.Title as="h3" id="book-title" fontFamily="heading" fontSize="2xl">
                The EDGE Navigator book
              </Card.Title>
              <Card.Description fontSize="md">
                The ideas behind the essays and dispatches in one book: how leaders find their edge
                when technology changes the ground under them. Join the waitlist to hear first when
                it is published.
              </Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button colorPalette="orange" onClick={waitlist.show} aria-haspopup="dialog">
                Join the Book Waitlist
              </Button>
            </Card.Footer>
          </Card.Root>
        </SimpleGrid>
      </Container>
      <LazyWaitlistDialog dialog={waitlist} />
    </Box>
  );
}
