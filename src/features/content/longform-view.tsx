import { Badge, Box, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { essayReadingTime } from '../../domain/content-rules.ts';
import { longformHead } from '../../domain/piece-heads.ts';
import { savedKey } from '../../domain/saved-pieces.ts';
import type { Dispatch, Essay } from '../../domain/types.ts';
import { SaveForOffline } from '../offline';
import { RichContent } from '../../ui/rich-content.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { ShareControls } from '../share';
import { ContentGate } from '../access';
import { AuthorBlock, DEFAULT_AUTHOR } from './author-block.tsx';
import { PieceMeta } from './piece-meta.tsx';
import { ReadingAids } from './reading-aids.tsx';
import { TextSizeControl } from './text-size-control.tsx';
import { FeaturedBadge } from '../../ui/featured-badge.tsx';

/** Author, date and reading time of an essay or dispatch, on one line. */
export function LongformMeta({ item }: { item: Essay | Dispatch }) {
  return (
    <PieceMeta
      author={item.authorName || DEFAULT_AUTHOR}
      when={item.publishedAt ?? item.createdAt}
      minutes={essayReadingTime(item)}
    />
  );
}

/** An essay or a dispatch, saying which. */
export type Longform = { kind: 'essay'; item: Essay } | { kind: 'dispatch'; item: Dispatch };

/**
 * What follows an essay's or dispatch's title wherever it is read (its page or the article
 * reader): header image, then, behind the free-view gate, the text, tags, author and sharing.
 * Once the gate opens, the piece is saved for offline reading.
 */
export function LongformBody({ piece, sharePath }: { piece: Longform; sharePath: string }) {
  const { item } = piece;
  return (
    <Stack gap="6">
      {item.headerImageUrl && (
        <Image
          src={item.headerImageUrl}
          alt=""
          // The page's largest paint: fetched before the scripts the page preloads.
          fetchPriority="high"
          borderRadius="lg"
          aspectRatio={1200 / 630}
          objectFit="cover"
        />
      )}
      <ContentGate id={item.id}>
        <SaveForOffline piece={piece} />
        <RichContent content={item.content} />
        {item.tags.length > 0 && (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Tags">
            {item.tags.map((t) => (
              <Badge key={t} variant="outline">
                {t}
              </Badge>
            ))}
          </HStack>
        )}
        <ShareControls path={sharePath} title={item.title} text={item.excerpt || undefined} />
        <Box pt="2">
          <AuthorBlock name={item.authorName} bio={item.authorBio} />
        </Box>
      </ContentGate>
    </Stack>
  );
}

/**
 * An essay or a dispatch, read at its own URL, with the text size buttons, 'Continue where you
 * left off' and the reading-progress bar.
 */
export function LongformView({ piece, canonical }: { piece: Longform; canonical: string }) {
  const { item } = piece;
  const articleRef = useRef<HTMLDivElement>(null);
  const key = savedKey(piece.kind, item.slug);
  usePageHead(longformHead(item, canonical, { gated: true }));
  return (
    <Container ref={articleRef} as="article" maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="3">
          {item.featured && <FeaturedBadge />}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {item.title}
          </Heading>
          {item.excerpt && (
            <Text fontSize="xl" color="fg.muted">
              {item.excerpt}
            </Text>
          )}
          <Flex align="center" justify="space-between" gap="2" wrap="wrap">
            <LongformMeta item={item} />
            <TextSizeControl />
          </Flex>
          <ReadingAids key={key} pieceKey={key} articleRef={articleRef} />
        </Stack>
        <LongformBody piece={piece} sharePath={canonical} />
      </Stack>
    </Container>
  );
}
