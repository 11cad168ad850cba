import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { moveChanges } from '../../../domain/cms/prompt-order.ts';
import type { Prompt } from '../../../domain/types.ts';
import { copyWithToast } from '../../../ui/clipboard.ts';
import { DeleteDialog, PlusIcon, ScheduledList, useDeleteTarget } from '../kit';
import { PromptCard } from './prompt-card.tsx';
import { PromptForm } from './prompt-form.tsx';
import {
  useDeletePrompt,
  usePromptList,
  useReorderPrompts,
  useUnschedulePrompt,
} from './use-prompts.ts';

/** The delete confirmation's text (admin-cms.md: AI Prompts tab). */
export const deleteQuestion = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

/** Which form is open: none, a new prompt's, or a prompt's (remounted when it reloads). */
type OpenForm = { prompt: Prompt | null; serial: number } | null;

/** The CMS's AI Prompts tab: the prompt library, its inline form, order and actions. */
export function PromptsTab() {
  const list = usePromptList();
  const reorder = useReorderPrompts();
  const remove = useDeletePrompt();
  const [open, setOpen] = useState<OpenForm>(null);
  const deleting = useDeleteTarget<Prompt>();
  const prompts = list.data ?? [];
  const unschedule = useUnschedulePrompt();
  const scheduled = prompts.filter((prompt) => prompt.status === 'scheduled');

  const openForm = (prompt: Prompt | null) =>
    setOpen((current) => ({ prompt, serial: (current?.serial ?? 0) + 1 }));

  const move = (index: number, direction: 'up' | 'down') => {
    const changes = moveChanges(prompts, index, direction);
    if (changes.length > 0) reorder.mutate(changes);
  };

  const reloadOpen = async () => {
    const id = open?.prompt?.id;
    const fresh = (await list.refetch()).data?.find((p) => p.id === id) ?? null;
    if (fresh) openForm(fresh);
    else setOpen(null);
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <Heading as="h2" size="xl">
            AI Prompt Library
          </Heading>
          <Text color="fg.muted">
            Manage your curated AI prompts and categorize them for EDGE sections
          </Text>
        </Box>
        <Button colorPalette="orange" onClick={() => openForm(null)}>
          <PlusIcon /> New Prompt
        </Button>
      </Flex>

      {open && (
        <PromptForm
          key={`${open.prompt?.id ?? 'new'}-${open.serial}`}
          prompt={open.prompt}
          onClose={() => setOpen(null)}
          onReload={reloadOpen}
        />
      )}

      <ScheduledList
        noun="prompts"
        entries={scheduled.map((prompt) => ({
          id: prompt.id,
          title: prompt.title,
          at: prompt.scheduledAt ?? prompt.updatedAt,
        }))}
        busyId={unschedule.isPending ? (unschedule.variables?.id ?? null) : null}
        onEdit={(id) => openForm(scheduled.find((prompt) => prompt.id === id) ?? null)}
        onUnschedule={(id) => {
          const prompt = scheduled.find((p) => p.id === id);
          if (prompt) unschedule.mutate(prompt);
        }}
      />

      {list.isPending ? (
        <Text role="status">Loading prompts...</Text>
      ) : list.data === undefined ? (
        // A list once loaded stays when a later read fails (a write's failure says what failed).
        <Stack gap="3" align="flex-start" role="alert">
          <Text>Failed to load prompts.</Text>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : prompts.length === 0 ? (
        <Text color="fg.muted">No prompts yet. Create your first prompt to get started.</Text>
      ) : (
        <Stack
          as="ul"
          gap="3"
          listStyleType="none"
          aria-label="Prompts"
          aria-busy={reorder.isPending}
        >
          {prompts.map((prompt, index) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              first={index === 0}
              last={index === prompts.length - 1}
              onMove={(direction) => move(index, direction)}
              onCopy={() => void copyWithToast(prompt.content, 'Prompt copied to clipboard')}
              onEdit={() => openForm(prompt)}
              onDelete={() => deleting.ask(prompt)}
            />
          ))}
        </Stack>
      )}

      <DeleteDialog
        target={deleting}
        title="Delete Prompt"
        question={(prompt) => deleteQuestion(prompt.title)}
        busy={remove.isPending}
        onDelete={(prompt, settled) =>
          remove.mutate(prompt, {
            onSettled: settled,
            onSuccess: () => {
              if (open?.prompt?.id === prompt.id) setOpen(null);
            },
          })
        }
      />
    </Stack>
  );
}
