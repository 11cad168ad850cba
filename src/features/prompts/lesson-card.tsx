import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { lightningLessonUrl } from '../../domain/external-links.ts';
import type { PromptCategory } from '../../domain/prompt-categories.ts';
import { NewTabButton } from '../../ui/new-tab-button.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';

/** A link to the category's Lightning Lesson (an external course page, in a new tab). */
export function LightningLessonLink(props: { category: PromptCategory; label: string }) {
  return (
    <NewTabButton href={lightningLessonUrl(props.category.id)} colorPalette="orange">
      {props.label}
    </NewTabButton>
  );
}

/** The closing card: an invitation to the category's Lightning Lesson and to EDGE School. */
export function LessonCard({ category }: { category: PromptCategory }) {
  return (
    <Card.Root
      as="section"
      aria-labelledby="lesson-title"
      bg="navy"
      color="white"
      borderWidth="0"
      data-testid="lesson-card"
    >
      <Card.Body gap="4" p={{ base: '6', md: '10' }}>
        <Eyebrow color="orange.200">Lightning Lesson</Eyebrow>
        <Heading id="lesson-title" as="h2" size="2xl" fontFamily="heading">
          Join the {category.title} Lightning Lesson
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.900" maxW="2xl">
          A short live session where we put these prompts to work on real leadership challenges.
          Bring one of yours and leave with a set-up you can use the next morning.
        </Text>
        <Flex gap="3" wrap="wrap">
          <LightningLessonLink category={category} label="Join the Lightning Lesson" />
          <Button
            asChild
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/learn">Explore EDGE School</RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
