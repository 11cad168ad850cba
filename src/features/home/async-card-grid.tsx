import { Button, SimpleGrid, Skeleton, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CardList, MoreItems } from './use-card-list.ts';

/** The button to the next page, and a word when that page could not be read. */
function MoreButton({ more, label, plural }: { more: MoreItems; label: string; plural: string }) {
  return (
    <Stack gap="2" align="center">
      <Button variant="outline" onClick={more.load} loading={more.loading} loadingText="Loading...">
        {label}
      </Button>
      {more.failed && !more.loading && (
        <Text role="alert" color="fg.muted" fontSize="sm">
          We couldn't load more {plural}. Check your connection and try again.
        </Text>
      )}
    </Stack>
  );
}

/**
 * A grid of cards from a list read: skeletons, then the cards (with the note saying they are
 * the copies saved on this device, when they are) and the button to the next page, an empty
 * text, or Retry.
 */
export function AsyncCardGrid<T>(props: {
  list: CardList<T>;
  /** What the list holds, plural ("essays"). */
  label: string;
  moreLabel: string;
  skeletons: number;
  empty: string;
  failed: (error: Error) => string;
  columns: SimpleGridProps['columns'];
  children: (item: T) => ReactNode;
}) {
  const { list } = props;
  if (list.status === 'error') {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{props.failed(list.error)}</Text>
        <Button onClick={list.retry} variant="outline">
          Retry
        </Button>
      </Stack>
    );
  }
  if (list.status === 'loading') {
    return (
      // A labelled status (as the prompt grid's skeleton): a plain div may not carry an aria-label.
      <SimpleGrid
        columns={props.columns}
        gap="6"
        role="status"
        aria-busy
        aria-label={`Loading ${props.label}`}
      >
        {Array.from({ length: props.skeletons }, (_, i) => (
          <Skeleton key={i} height="56" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.items.length === 0) return <Text color="fg.muted">{props.empty}</Text>;
  return (
    <Stack gap="4">
      {list.note && (
        <Text role="status" fontWeight="medium">
          {list.note}
        </Text>
      )}
      <SimpleGrid columns={props.columns} gap="6">
        {list.items.map(props.children)}
      </SimpleGrid>
      {list.more && <MoreButton more={list.more} label={props.moreLabel} plural={props.label} />}
    </Stack>
  );
}
