import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { essayReadingTime, formatShortDate } from '../../../domain/content-rules.ts';
import { ItemCard, ScheduledBadge, TagBadges, ViewIcon } from '../kit';
import { NOUN, publicPath, type LongformKind, type Piece } from './kinds.ts';

/**
 * One essay (or dispatch) in the list (admin-cms.md: Essays tab): title, status (published green,
 * draft yellow, scheduled blue with its time), Featured, slug, excerpt, author, reading time, updated date and tags; view
 * (published only, where it is public, in a new tab), edit and delete.
 */
export function EssayRow(props: {
  kind: LongformKind;
  piece: Piece;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { piece, kind } = props;
  const published = piece.status === 'published';
  return (
    <ItemCard
      titleId={`${kind}-${piece.id}-title`}
      title={piece.title}
      gap="2"
      badges={
        <>
          {piece.status === 'scheduled' ? (
            <ScheduledBadge at={piece.scheduledAt} />
          ) : (
            <Badge colorPalette={published ? 'green' : 'yellow'}>
              {published ? 'Published' : 'Draft'}
            </Badge>
          )}
          {piece.featured && <Badge colorPalette="orange">Featured</Badge>}
        </>
      }
      subtitle={
        <Text fontSize="sm" color="fg.muted" fontFamily="mono">
          /{piece.slug}
        </Text>
      }
      actions={
        published && (
          <IconButton asChild aria-label="View" variant="ghost" size="sm">
            <a href={publicPath(kind, piece.slug)} target="_blank" rel="noopener noreferrer">
              <ViewIcon />
            </a>
          </IconButton>
        )
      }
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    >
      {piece.excerpt && <Text color="fg.muted">{piece.excerpt}</Text>}
      <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>{piece.authorName || 'No author'}</Text>
        <Text>{essayReadingTime(piece)} min read</Text>
        <Text>Updated {formatShortDate(piece.updatedAt)}</Text>
      </HStack>
      <TagBadges tags={piece.tags} label={`${NOUN[kind]} tags`} />
    </ItemCard>
  );
}
