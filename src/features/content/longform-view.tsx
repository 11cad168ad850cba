import { Badge, Box, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { essayReadingTime, formatShortDate } from '../../domain/content-rules.ts';
import type { Dispatch, Essay } from '../../domain/types.ts';
import { RichContent } from '../../ui/rich-content.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { AuthorBlock } from './author-block.tsx';

/** An essay or a dispatch, read at its own URL. */
export function LongformView({ item, canonical }: { item: Essay | Dispatch; canonical: string }) {
  usePageHead({
    title: item.metaTitle || item.title,
    description: item.metaDescription || item.excerpt,
    image: item.ogImageUrl || item.headerImageUrl,
    canonical: item.canonicalUrl || canonical,
    type: 'article',
    article: {
      publishedTime: item.publishedAt,
      modifiedTime: item.updatedAt,
      author: item.authorName,
      tags: item.tags,
    },
  });
  const date = formatShortDate(item.publishedAt ?? item.createdAt);
  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="3">
          {item.featured && (
            <Badge colorPalette="orange" alignSelf="flex-start">
              Featured
            </Badge>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {item.title}
          </Heading>
          {item.excerpt && (
            <Text fontSize="xl" color="fg.muted">
              {item.excerpt}
            </Text>
          )}
          <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>{item.authorName || 'EDGE Navigator'}</Text>
            <Text aria-hidden="true">·</Text>
            <time dateTime={(item.publishedAt ?? item.createdAt).toISOString()}>{date}</time>
            <Text aria-hidden="true">·</Text>
            <Text>{essayReadingTime(item)} min read</Text>
          </HStack>
        </Stack>
        {item.headerImageUrl && (
          <Image
            src={item.headerImageUrl}
            alt=""
            borderRadius="lg"
            aspectRatio={1200 / 630}
            objectFit="cover"
          />
        )}
        <RichContent content={item.content} />
        {item.tags.length > 0 && (
          <HStack gap="2" wrap="wrap" aria-label="Tags">
            {item.tags.map((t) => (
              <Badge key={t} variant="outline">
                {t}
              </Badge>
            ))}
          </HStack>
        )}
        <Box pt="4">
          <AuthorBlock name={item.authorName} bio={item.authorBio} />
        </Box>
      </Stack>
    </Container>
  );
}
