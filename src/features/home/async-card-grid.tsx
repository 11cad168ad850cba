import { Button, SimpleGrid, Skeleton, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AsyncState } from '../../ui/use-async.ts';

/**
 * A grid of cards from a list read: skeletons, then the cards, an empty text, or Retry. When the
 * read fails and pieces of the list are saved on the device, those are shown with `saved.note`.
 */
export function AsyncCardGrid<T>(props: {
  state: AsyncState<T[]> & { retry: () => void };
  saved?: { items: T[]; note: string };
  label: string;
  skeletons: number;
  empty: string;
  failed: (error: Error) => string;
  columns: SimpleGridProps['columns'];
  children: (item: T) => ReactNode;
}) {
  const { state, saved } = props;
  if (state.status === 'error' && saved && saved.items.length > 0) {
    return (
      <Stack gap="4">
        <Text role="status" fontWeight="medium">
          {saved.note}
        </Text>
        <SimpleGrid columns={props.columns} gap="6">
          {saved.items.map(props.children)}
        </SimpleGrid>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{props.failed(state.error)}</Text>
        <Button onClick={state.retry} variant="outline">
          Retry
        </Button>
      </Stack>
    );
  }
  if (state.status === 'success' && state.data.length === 0) {
    return <Text color="fg.muted">{props.empty}</Text>;
  }
  return (
    <SimpleGrid
      columns={props.columns}
      gap="6"
      // While loading, a labelled status (as the prompt grid's skeleton): a plain div may not
      // carry an aria-label.
      {...(state.status === 'loading'
        ? { role: 'status', 'aria-busy': true, 'aria-label': `Loading ${props.label}` }
        : {})}
    >
      {state.status === 'loading'
        ? Array.from({ length: props.skeletons }, (_, i) => (
            <Skeleton key={i} height="56" borderRadius="lg" />
          ))
        : state.data.map(props.children)}
    </SimpleGrid>
  );
}
