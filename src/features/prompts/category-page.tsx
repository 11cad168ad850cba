import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PROMPT_CATEGORIES, type PromptCategory } from '../../domain/prompt-categories.ts';
import { savedListNote } from '../../domain/saved-pieces.ts';
import type { Prompt } from '../../domain/types.ts';
import { useOnline } from '../../ui/use-online.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { CategoryIntro } from './category-intro.tsx';
import { CategoryNotFound } from './category-not-found.tsx';
import { CategoryPrompts, MoreFeaturedPrompts } from './category-sections.tsx';
import { LazyPromptDialog } from './lazy-prompt-dialog.tsx';
import { LessonCard } from './lesson-card.tsx';
import { TagFilter, tagLabel } from './tag-filter.tsx';
import { useCategoryPrompts } from './use-category-prompts.ts';

/** /prompts/{category}: one of the six categories, else 'Category not found'. */
export function CategoryPage() {
  const { category: id = '' } = useParams();
  const category = PROMPT_CATEGORIES.find((c) => c.id === id);
  if (!category) return <CategoryNotFound path={`/prompts/${id}`} />;
  // A new category starts from a clean slate (filter, open dialog).
  return <CategoryView key={category.id} category={category} />;
}

/** The prompt open in the dialog and the button that opened it (focus goes back there). */
interface Opened {
  prompt: Prompt;
  triggerId: string;
}

function CategoryView({ category }: { category: PromptCategory }) {
  usePageHead({
    title: `${category.title} Prompts`,
    description: `${category.preview} AI prompts for leaders: ${category.description}.`,
    canonical: `/prompts/${category.id}`,
  });
  const online = useOnline();
  const [tag, setTag] = useState<string | null>(null);
  const { state, fromDevice, inCategory, shown, moreFeatured } = useCategoryPrompts(category, tag);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [open, setOpen] = useState(false);

  const openPrompt = (prompt: Prompt, triggerId: string) => {
    setOpened({ prompt, triggerId });
    setOpen(true);
  };

  return (
    <Container maxW="7xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <CategoryIntro category={category} />

        <Stack as="section" aria-labelledby="category-prompts-title" gap="6">
          <Heading id="category-prompts-title" as="h2" size="2xl">
            Prompts
          </Heading>
          {state.status === 'success' && inCategory.length > 0 && (
            <TagFilter category={category} selected={tag} onChange={setTag} />
          )}
          {fromDevice && (
            <Text role="status" fontWeight="medium">
              {savedListNote('prompts', online)}
            </Text>
          )}
          <CategoryPrompts
            state={state}
            prompts={shown}
            categoryEmpty={inCategory.length === 0}
            tagLabel={tag && tagLabel(tag, category)}
            onShowAll={() => setTag(null)}
            onOpen={openPrompt}
          />
        </Stack>

        <LessonCard category={category} />

        <MoreFeaturedPrompts prompts={moreFeatured} onOpen={openPrompt} />
      </Stack>
      {opened && (
        <LazyPromptDialog
          prompt={opened.prompt}
          open={open}
          onClose={() => setOpen(false)}
          finalFocusEl={() => document.getElementById(opened.triggerId)}
        />
      )}
    </Container>
  );
}
