import { Badge, Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { promptReadingTime } from '../../domain/content-rules.ts';
import type { Prompt } from '../../domain/types.ts';
import { RichContent } from '../../ui/rich-content.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';

/** A prompt, read at its own URL: what it is for, how to use it, and the prompt itself. */
export function PromptView({ prompt, canonical }: { prompt: Prompt; canonical: string }) {
  usePageHead({
    title: prompt.metaTitle || prompt.title,
    description: prompt.metaDescription || prompt.description,
    image: prompt.ogImageUrl,
    canonical: prompt.canonicalUrl || canonical,
    type: 'article',
    article: { publishedTime: prompt.createdAt, modifiedTime: prompt.updatedAt, tags: prompt.tags },
  });
  const sections: [string, string | null][] = [
    ['About this prompt', prompt.aboutPrompt],
    ['How to use it', prompt.howToUse],
    ['Before you start', prompt.explainerContent],
  ];
  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="3">
          <HStack gap="2">
            <Badge colorPalette="blue">AI Prompt</Badge>
            {prompt.featured && <Badge colorPalette="orange">Featured</Badge>}
          </HStack>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {prompt.title}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {prompt.description}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {promptReadingTime(prompt)} min read
          </Text>
        </Stack>
        {sections.map(([label, text]) =>
          text ? (
            <Stack key={label} gap="2">
              <Heading as="h2" size="lg">
                {label}
              </Heading>
              <RichContent content={text} />
            </Stack>
          ) : null,
        )}
        <Stack gap="2">
          <Heading as="h2" size="lg">
            The prompt
          </Heading>
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            fontFamily="mono"
            fontSize="sm"
            bg="gray.50"
            borderWidth="1px"
            borderRadius="lg"
            p="5"
          >
            {prompt.content}
          </Box>
        </Stack>
      </Stack>
    </Container>
  );
}
