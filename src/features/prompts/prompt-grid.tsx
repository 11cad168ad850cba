import { SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Six skeleton cards while a category's prompts load (public-site.md section 9). */
export const PROMPT_SKELETONS = 6;

const COLUMNS: SimpleGridProps['columns'] = { base: 1, md: 2, lg: 3 };

/** The grid the prompt cards sit in. */
export function PromptGrid(props: { children: ReactNode; columns?: SimpleGridProps['columns'] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={props.columns ?? COLUMNS} gap="6">
      {props.children}
    </SimpleGrid>
  );
}

/** What the grid shows while the prompts are on the way. */
export function PromptGridSkeleton({ count = PROMPT_SKELETONS }: { count?: number }) {
  return (
    <SimpleGrid
      columns={COLUMNS}
      gap="6"
      aria-busy="true"
      role="status"
      aria-label="Loading prompts"
    >
      {Array.from({ length: count }, (_, i) => (
        <Stack
          key={i}
          gap="3"
          borderWidth="1px"
          borderRadius="l3"
          p="6"
          data-testid="prompt-card-skeleton"
        >
          <Skeleton height="6" width="80%" />
          <Skeleton height="4" />
          <Skeleton height="4" width="60%" />
          <Skeleton height="14" mt="2" />
          <Skeleton height="10" mt="2" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
