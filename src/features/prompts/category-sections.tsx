import { Box, Button, Heading, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { Prompt } from '../../domain/types.ts';
import { getFullPromptButtonId, PromptCard } from './prompt-card.tsx';
import { PromptGrid, PromptGridSkeleton } from './prompt-grid.tsx';
import type { CategoryListState } from './use-category-prompts.ts';

export const EMPTY_CATEGORY = 'No prompts available in this category yet.';

type OnOpen = (prompt: Prompt, triggerId: string) => void;

function Cards(props: {
  prompts: Prompt[];
  scope: string;
  onOpen: OnOpen;
  columns?: SimpleGridProps['columns'];
}) {
  const { prompts, scope, onOpen } = props;
  return (
    <PromptGrid columns={props.columns}>
      {prompts.map((p) => (
        <Box
          as="li"
          key={p.id}
          display="flex"
          flexDirection="column"
          css={{ '& > *': { flex: 1 } }}
        >
          <PromptCard
            prompt={p}
            scope={scope}
            onOpen={(prompt) => onOpen(prompt, getFullPromptButtonId(scope, prompt))}
          />
        </Box>
      ))}
    </PromptGrid>
  );
}

/**
 * The category's prompts: skeletons while loading, Retry after a failed read, the empty
 * message, or the cards (narrowed by the selected tag).
 */
export function CategoryPrompts(props: {
  state: CategoryListState;
  prompts: Prompt[];
  categoryEmpty: boolean;
  /** The selected filter tag as shown on its chip; null for All. */
  tagLabel: string | null;
  onShowAll: () => void;
  onOpen: OnOpen;
}) {
  const { state, prompts } = props;
  if (state.status === 'loading') return <PromptGridSkeleton />;
  if (state.status === 'error') {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>We couldn't load the prompts. Check your connection and try again.</Text>
        <Button onClick={state.retry} variant="outline">
          Retry
        </Button>
      </Stack>
    );
  }
  if (props.categoryEmpty) return <Text color="fg.muted">{EMPTY_CATEGORY}</Text>;
  return (
    <Stack gap="4">
      <Text role="status" fontSize="sm" color="fg.muted">
        {prompts.length === 1 ? '1 prompt' : `${prompts.length} prompts`}
        {props.tagLabel ? ` tagged ${props.tagLabel}` : ''}
      </Text>
      {prompts.length > 0 ? (
        <Cards prompts={prompts} scope="category" onOpen={props.onOpen} />
      ) : (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">No prompts with this tag yet.</Text>
          <Button variant="outline" size="sm" onClick={props.onShowAll}>
            Show all prompts
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** 'More featured prompts': up to four featured prompts from elsewhere (hidden when none). */
export function MoreFeaturedPrompts({ prompts, onOpen }: { prompts: Prompt[]; onOpen: OnOpen }) {
  if (prompts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="more-featured-title" gap="6">
      <Stack gap="1">
        <Heading id="more-featured-title" as="h2" size="2xl">
          More featured prompts
        </Heading>
        <Text color="fg.muted">Favourites from the other AI EDGE prompt packs.</Text>
      </Stack>
      <Cards
        prompts={prompts}
        scope="featured"
        onOpen={onOpen}
        columns={{ base: 1, md: 2, '2xl': 4 }}
      />
    </Stack>
  );
}
