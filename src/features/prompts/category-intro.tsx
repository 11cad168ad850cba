import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PromptCategory } from '../../domain/prompt-categories.ts';
import { LightningLessonLink } from './lesson-card.tsx';

/** The top of a category page: the way back, its title, description, preview and lesson link. */
export function CategoryIntro({ category }: { category: PromptCategory }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Link asChild color="accent.fg" fontSize="sm" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/#edge-prompts">← All prompt categories</RouterLink>
      </Link>
      {category.comingSoon && (
        <Badge alignSelf="flex-start" variant="subtle">
          Coming Soon
        </Badge>
      )}
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
        {category.title}
      </Heading>
      <Text fontSize="md" fontWeight="semibold" color="accent.fg">
        {category.description}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
        {category.preview}
      </Text>
      <Box>
        <LightningLessonLink category={category} label={`${category.title} Lightning Lesson`} />
      </Box>
    </Stack>
  );
}
