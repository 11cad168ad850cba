import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  essayReadingTime,
  excerptOrFallback,
  formatShortDate,
} from '../../domain/content-rules.ts';
import type { LongformBase } from '../../domain/types.ts';

/** A card linking to an essay or dispatch: title (2 lines), excerpt (5 lines), date, minutes. */
export function ContentCard(props: { item: LongformBase; to: string; showFeatured?: boolean }) {
  const { item } = props;
  return (
    <Card.Root
      asChild
      variant="outline"
      _hover={{ shadow: 'md', borderColor: 'orange.300' }}
      transition="all 0.15s"
    >
      <RouterLink to={props.to}>
        <Card.Body gap="3">
          {props.showFeatured && item.featured && (
            <Badge colorPalette="orange" alignSelf="flex-start">
              Featured
            </Badge>
          )}
          <Card.Title as="h3" fontFamily="heading" fontSize="xl" lineClamp={2}>
            {item.title}
          </Card.Title>
          <Card.Description lineClamp={5}>{excerptOrFallback(item.excerpt)}</Card.Description>
          <HStack gap="2" fontSize="sm" color="fg.muted" mt="auto">
            <Text>{formatShortDate(item.publishedAt ?? item.createdAt)}</Text>
            <Text aria-hidden="true">·</Text>
            <Text>{essayReadingTime(item)} min read</Text>
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
