import { Card, HStack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  essayReadingTime,
  excerptOrFallback,
  formatShortDate,
} from '../../domain/content-rules.ts';
import type { LongformBase } from '../../domain/types.ts';
import { FeaturedBadge } from '../../ui/featured-badge.tsx';

/** A plain left click, which a page may take over; modified clicks keep the browser's meaning. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A card linking to an essay or dispatch: title (2 lines), excerpt (5 lines), date, minutes.
 * With `onOpen`, a plain click opens the piece in place (the article reader) while the link
 * stays real for a new tab, copying or a middle click; `onIntent` fires on hover or focus.
 */
export function ContentCard(props: {
  item: LongformBase;
  to: string;
  showFeatured?: boolean;
  onOpen?: () => void;
  onIntent?: () => void;
}) {
  const { item, onOpen } = props;
  const onClick = (event: MouseEvent) => {
    if (!onOpen || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Card.Root
      asChild
      variant="outline"
      _hover={{ shadow: 'md', borderColor: 'accent.emphasized' }}
      transition="all 0.15s"
    >
      <RouterLink
        to={props.to}
        onClick={onClick}
        onPointerEnter={props.onIntent}
        onFocus={props.onIntent}
        aria-haspopup={onOpen ? 'dialog' : undefined}
      >
        <Card.Body gap="3">
          {props.showFeatured && item.featured && <FeaturedBadge />}
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
