import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { essayReadingTime, formatShortDate } from '../../../domain/content-rules.ts';
import { DeleteIcon, EditIcon, ViewIcon } from '../kit';
import { NOUN, publicPath, type LongformKind, type Piece } from './kinds.ts';

/**
 * One essay (or dispatch) in the list (admin-cms.md: Essays tab): title, status (published green,
 * draft yellow), Featured, slug, excerpt, author, reading time, updated date and tags; view
 * (published only, where it is public, in a new tab), edit and delete.
 */
export function EssayRow(props: {
  kind: LongformKind;
  piece: Piece;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { piece, kind } = props;
  const titleId = `${kind}-${piece.id}-title`;
  const published = piece.status === 'published';
  return (
    <Card.Root as="li" size="sm" aria-labelledby={titleId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="12rem">
            <HStack gap="2" wrap="wrap">
              <Text as="h3" id={titleId} fontWeight="semibold" fontSize="lg">
                {piece.title}
              </Text>
              <Badge colorPalette={published ? 'green' : 'yellow'}>
                {published ? 'Published' : 'Draft'}
              </Badge>
              {piece.featured && <Badge colorPalette="orange">Featured</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted" fontFamily="mono">
              /{piece.slug}
            </Text>
          </Stack>
          <HStack gap="1" role="group" aria-label={`Actions for ${piece.title}`}>
            {published && (
              <IconButton asChild aria-label="View" variant="ghost" size="sm">
                <a href={publicPath(kind, piece.slug)} target="_blank" rel="noopener noreferrer">
                  <ViewIcon />
                </a>
              </IconButton>
            )}
            <IconButton aria-label="Edit" variant="ghost" size="sm" onClick={props.onEdit}>
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label="Delete"
              variant="ghost"
              size="sm"
              colorPalette="red"
              onClick={props.onDelete}
            >
              <DeleteIcon />
            </IconButton>
          </HStack>
        </HStack>
        {piece.excerpt && <Text color="fg.muted">{piece.excerpt}</Text>}
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{piece.authorName || 'No author'}</Text>
          <Text>{essayReadingTime(piece)} min read</Text>
          <Text>Updated {formatShortDate(piece.updatedAt)}</Text>
        </HStack>
        {piece.tags.length > 0 && (
          <HStack gap="1" wrap="wrap" role="group" aria-label={`${NOUN[kind]} tags`}>
            {piece.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
