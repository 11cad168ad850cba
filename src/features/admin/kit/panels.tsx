import { Alert, Card, Heading, SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A CMS panel's data could not be loaded: its message, announced. */
export function LoadFailedAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** An outlined card under a tab's heading, named by its own (h3) heading. */
export function SectionCard(props: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h3" size="md">
          {props.title}
        </Heading>
      </Card.Header>
      <Card.Body aria-busy={props.busy}>{props.children}</Card.Body>
    </Card.Root>
  );
}

/**
 * A row of four StatCards (two a line on phones) drawn from `data`; four placeholders of
 * `skeletonHeight` until it has come.
 */
export function StatGrid<T>(props: {
  data: T | undefined;
  busy?: boolean;
  skeletonHeight: string;
  /** Cards in a row on a wide screen (4 unless the data brings more). */
  columns?: (data: T) => number;
  children: (data: T) => ReactNode;
}) {
  const wide = props.data !== undefined && props.columns ? props.columns(props.data) : 4;
  return (
    <SimpleGrid columns={{ base: 2, lg: wide }} gap="4" aria-busy={props.busy}>
      {props.data !== undefined
        ? props.children(props.data)
        : [0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={props.skeletonHeight} borderRadius="l2" />
          ))}
    </SimpleGrid>
  );
}
