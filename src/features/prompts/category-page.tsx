import { Badge, Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Backend } from '../../backend/backend.ts';
import { useBackend } from '../../backend/backend-context.tsx';
import { PROMPT_CATEGORIES, type PromptCategory } from '../../domain/prompt-categories.ts';
import { savedItems, savedListNote } from '../../domain/saved-pieces.ts';
import { filterPromptsByTags, pickMoreFeatured } from '../../domain/prompt-filter.ts';
import type { Prompt } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { MessagePage } from '../../ui/message-page.tsx';
import { useAsync } from '../../ui/use-async.ts';
import { useOnline, useOnlineAgain } from '../../ui/use-online.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { LazyPromptDialog } from './lazy-prompt-dialog.tsx';
import { LessonCard, LightningLessonLink } from './lesson-card.tsx';
import { CategoryPrompts, MoreFeaturedPrompts } from './category-sections.tsx';
import { TagFilter, tagLabel } from './tag-filter.tsx';

/** /prompts/{category}: one of the six categories, else 'Category not found'. */
export function CategoryPage() {
  const { category: id = '' } = useParams();
  const category = PROMPT_CATEGORIES.find((c) => c.id === id);
  if (!category) return <CategoryNotFound path={`/prompts/${id}`} />;
  // A new category starts from a clean slate (filter, open dialog).
  return <CategoryView key={category.id} category={category} />;
}

function CategoryNotFound({ path }: { path: string }) {
  usePageHead({ title: 'Category not found', canonical: path });
  return (
    <MessagePage
      title="Category not found"
      actions={
        <Button asChild colorPalette="orange">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      }
    >
      There is no prompt category at this address. The AI EDGE prompt packs are listed on the home
      page.
    </MessagePage>
  );
}

/**
 * The active prompts; when they cannot be read (offline), the prompts saved on this device, if
 * any, so the page still lists what can be opened.
 */
async function listPromptsOrSaved(
  backend: Backend,
): Promise<{ prompts: Prompt[]; fromDevice: boolean }> {
  try {
    return { prompts: await backend.content.listPrompts(), fromDevice: false };
  } catch (error) {
    const saved = savedItems(await offlineLibrary.list(), 'prompt');
    if (saved.length === 0) throw error;
    return { prompts: saved, fromDevice: true };
  }
}

/** The prompt open in the dialog and the button that opened it (focus goes back there). */
interface Opened {
  prompt: Prompt;
  triggerId: string;
}

function CategoryView({ category }: { category: PromptCategory }) {
  const backend = useBackend();
  usePageHead({
    title: `${category.title} Prompts`,
    description: `${category.preview} AI prompts for leaders: ${category.description}.`,
    canonical: `/prompts/${category.id}`,
  });
  const loaded = useAsync('prompts:active', () => listPromptsOrSaved(backend));
  useOnlineAgain(loaded.refresh);
  const online = useOnline();
  const state = loaded.status === 'success' ? { ...loaded, data: loaded.data.prompts } : loaded;
  const fromDevice = loaded.status === 'success' && loaded.data.fromDevice;
  const [tag, setTag] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [open, setOpen] = useState(false);

  const all = state.data;
  const inCategory = useMemo(
    () => (all ? filterPromptsByTags(all, category.filterTags) : []),
    [all, category],
  );
  const shown = useMemo(
    () => (tag ? filterPromptsByTags(inCategory, [tag]) : inCategory),
    [inCategory, tag],
  );
  // The page's own prompts are "current": featured ones from elsewhere, steady while a dialog
  // opened from this list is open (the list behind it does not reshuffle).
  const moreFeatured = useMemo(
    () =>
      all
        ? pickMoreFeatured(
            all,
            inCategory.map((p) => p.id),
          )
        : [],
    [all, inCategory],
  );

  const openPrompt = (prompt: Prompt, triggerId: string) => {
    setOpened({ prompt, triggerId });
    setOpen(true);
  };

  return (
    <Container maxW="7xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <Stack gap="4" maxW="3xl">
          <Link asChild color="orange.700" fontSize="sm" fontWeight="semibold" alignSelf="start">
            <RouterLink to="/#edge-prompts">← All prompt categories</RouterLink>
          </Link>
          {category.comingSoon && (
            <Badge alignSelf="flex-start" variant="subtle">
              Coming Soon
            </Badge>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {category.title}
          </Heading>
          <Text fontSize="md" fontWeight="semibold" color="orange.700">
            {category.description}
          </Text>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {category.preview}
          </Text>
          <Box>
            <LightningLessonLink category={category} label={`${category.title} Lightning Lesson`} />
          </Box>
        </Stack>

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
