import { Button, Card, Heading, HStack, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { promptFormSchema } from '../../../domain/cms/form-schemas.ts';
import { PROMPT_FORM_FIELDS } from '../../../domain/cms/prompt-save.ts';
import { movedAddressNote } from '../../../domain/cms/slug-history.ts';
import { promptSlug } from '../../../domain/cms/slugs.ts';
import { piecePath } from '../../../domain/site-routes.ts';
import type { Prompt } from '../../../domain/types.ts';
import { SubmitButton, TextInput, useSchemaForm } from '../../../ui/form';
import {
  EditorAlerts,
  EditorExitDialogs,
  FeaturedSwitch,
  PublishingFields,
  draftKey,
  useEditorSession,
} from '../kit';
import { CategoryPicker } from './category-picker.tsx';
import { promptAsText, promptFormValues, promptInputOf } from './prompt-values.ts';
import { useSavePrompt } from './use-prompts.ts';

const promptPathOf = (slug: string) => piecePath('prompt', slug);

/** The fields a refused save can name: all a prompt save takes but the switch and the select. */
const FIELDS = PROMPT_FORM_FIELDS.filter(
  (name): name is Exclude<(typeof PROMPT_FORM_FIELDS)[number], 'featured' | 'status'> =>
    name !== 'featured' && name !== 'status',
);

const PROMPT_STATUSES = [
  ['active', 'Active'],
  ['scheduled', 'Scheduled'],
  ['inactive', 'Inactive'],
] as const;

/**
 * The inline create/edit form of a prompt (admin-cms.md: AI Prompts tab). Its values are kept
 * on the device as they are typed; a save is based on the version it opened, and a save someone
 * else made meanwhile stops it without losing anything.
 */
export function PromptForm(props: {
  prompt: Prompt | null;
  onClose: () => void;
  /** Opens the other editor's newer version instead (after a conflict). */
  onReload: () => Promise<void>;
}) {
  const { prompt } = props;
  const [clean] = useState(() => promptFormValues(prompt));
  const form = useSchemaForm(promptFormSchema, clean);
  const save = useSavePrompt();
  const session = useEditorSession({
    key: draftKey('prompt', prompt?.id ?? null),
    form,
    clean,
    version: prompt?.version ?? null,
    fields: FIELDS,
    save: (values, version) =>
      save.mutateAsync({ id: prompt?.id ?? null, input: promptInputOf(values), version }),
    onClose: props.onClose,
    onReload: props.onReload,
  });

  // A live prompt's address follows its title: renaming it says the old one keeps working.
  const newSlug = promptSlug(form.watch('title'));
  const moved =
    prompt?.status === 'active' && newSlug
      ? movedAddressNote(promptPathOf(prompt.slug), promptPathOf(newSlug))
      : null;

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form onSubmit={session.submit} noValidate aria-labelledby="prompt-form-title">
          <Stack gap="4">
            <Heading as="h3" size="lg" id="prompt-form-title">
              {prompt ? 'Edit Prompt' : 'New Prompt'}
            </Heading>
            <EditorAlerts session={session} asText={() => promptAsText(form.getValues())} />
            <TextInput form={form} name="title" label="Title" required helper={moved} />
            <TextInput
              form={form}
              name="description"
              label="Description"
              rows={2}
              required
              helper="Brief: shown in the card preview."
            />
            <TextInput form={form} name="aboutPrompt" label="About this prompt" rows={3} required />
            <TextInput form={form} name="howToUse" label="How to use" rows={3} required />
            <TextInput
              form={form}
              name="explainerContent"
              label="Explainer (optional)"
              rows={3}
              helper="Appears between the instructions and the prompt."
            />
            <TextInput form={form} name="content" label="Prompt content" rows={6} required />
            <Controller
              control={form.control}
              name="tags"
              render={({ field, fieldState }) => (
                <CategoryPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FeaturedSwitch control={form.control} label="Featured (promoted in thumbnails)" />
            <PublishingFields form={form} options={PROMPT_STATUSES} />
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={session.close}>
                Cancel
              </Button>
              <SubmitButton busy={save.isPending} busyLabel="Saving...">
                {prompt ? 'Update Prompt' : 'Create Prompt'}
              </SubmitButton>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
      <EditorExitDialogs session={session} noun="prompt" />
    </Card.Root>
  );
}
