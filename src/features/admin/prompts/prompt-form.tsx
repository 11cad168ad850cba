import { Button, Card, Heading, HStack, Stack, Switch, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { promptFormSchema } from '../../../domain/cms/form-schemas.ts';
import { isBackendError } from '../../../domain/errors.ts';
import type { Prompt } from '../../../domain/types.ts';
import { copyWithToast } from '../../../ui/clipboard.ts';
import { showFieldErrors, SubmitButton, TextInput, useSchemaForm } from '../../../ui/form';
import {
  ConfirmDialog,
  fieldErrorsOf,
  LeaveGuardDialog,
  MY_TEXT_COPIED,
  RestoreDraftAlert,
  SaveConflictAlert,
  draftKey,
  useNoLostEdit,
} from '../kit';
import { CategoryPicker } from './category-picker.tsx';
import { promptAsText, promptFormValues, promptInputOf } from './prompt-values.ts';
import { useSavePrompt } from './use-prompts.ts';

const FIELDS = [
  'title',
  'description',
  'aboutPrompt',
  'howToUse',
  'explainerContent',
  'content',
  'tags',
] as const;
export const DISCARD_QUESTION = 'Discard your unsaved changes to this prompt?';

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
  const edit = useNoLostEdit({
    key: draftKey('prompt', prompt?.id ?? null),
    form,
    clean,
    version: prompt?.version ?? null,
  });
  const save = useSavePrompt();
  const [conflict, setConflict] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      await save.mutateAsync({
        id: prompt?.id ?? null,
        input: promptInputOf(values),
        version: edit.base,
      });
      edit.forget();
      props.onClose();
    } catch (error) {
      if (isBackendError(error, 'aborted')) setConflict(error.message);
      showFieldErrors(form, fieldErrorsOf(error, FIELDS));
    }
  });

  const close = () => {
    if (edit.dirty) setAskDiscard(true);
    else props.onClose();
  };

  const reload = async () => {
    setReloading(true);
    edit.forget();
    await props.onReload().finally(() => setReloading(false));
  };

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form onSubmit={submit} noValidate aria-labelledby="prompt-form-title">
          <Stack gap="4">
            <Heading as="h3" size="lg" id="prompt-form-title">
              {prompt ? 'Edit Prompt' : 'New Prompt'}
            </Heading>
            {edit.offer && (
              <RestoreDraftAlert
                savedAt={edit.offer.savedAt}
                onRestore={edit.restore}
                onDiscard={edit.discard}
              />
            )}
            {conflict && (
              <SaveConflictAlert
                message={conflict}
                loading={reloading}
                onCopyMine={() =>
                  void copyWithToast(promptAsText(form.getValues()), MY_TEXT_COPIED)
                }
                onLoadTheirs={() => void reload()}
              />
            )}
            <TextInput form={form} name="title" label="Title" required />
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
            <Controller
              control={form.control}
              name="featured"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={({ checked }) => field.onChange(checked)}
                  colorPalette="orange"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Featured (promoted in thumbnails)</Switch.Label>
                </Switch.Root>
              )}
            />
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <SubmitButton busy={save.isPending} busyLabel="Saving...">
                {prompt ? 'Update Prompt' : 'Create Prompt'}
              </SubmitButton>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
      <ConfirmDialog
        open={askDiscard}
        title="Unsaved changes"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          edit.forget();
          setAskDiscard(false);
          props.onClose();
        }}
        onCancel={() => setAskDiscard(false)}
      >
        {DISCARD_QUESTION}
      </ConfirmDialog>
      <LeaveGuardDialog blocker={edit.blocker} />
    </Card.Root>
  );
}
