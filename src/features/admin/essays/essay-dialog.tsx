import { Alert, Button, CloseButton, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { longformFormSchema } from '../../../domain/cms/form-schemas.ts';
import { isBackendError } from '../../../domain/errors.ts';
import { copyWithToast } from '../../../ui/clipboard.ts';
import { showFieldErrors, SubmitButton, useSchemaForm } from '../../../ui/form';
import {
  ConfirmDialog,
  fieldErrorsOf,
  LeaveGuardDialog,
  MY_TEXT_COPIED,
  RestoreDraftAlert,
  SaveConflictAlert,
  draftKey,
  formatDateTime,
  useNoLostEdit,
} from '../kit';
import { EssayFields } from './essay-fields.tsx';
import { NOUN, type LongformKind, type Piece } from './kinds.ts';
import { formValuesOf, longformAsText, longformInputOf } from './longform-values.ts';
import { useSaveLongform } from './use-longform.ts';
import { VersionsPanel } from './versions-panel.tsx';

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'headerImageUrl', 'canonicalUrl'] as const;

/** The question before closing with unsaved changes. */
export const discardQuestion = (noun: string) =>
  `Discard your unsaved changes to this ${noun.toLowerCase()}?`;

/**
 * 'Create New Essay' / 'Edit Essay' (admin-cms.md: Essays tab), also for dispatches. What is
 * typed is kept on the device; a save is based on the version the dialog opened and is stopped
 * by anyone else's save meanwhile; earlier versions are listed and can be restored.
 */
export function EssayDialog(props: {
  kind: LongformKind;
  piece: Piece | null;
  onClose: () => void;
  /** Reopens the dialog on the piece as stored now (after a conflicting save). */
  onReload: () => Promise<void>;
}) {
  const { kind, piece } = props;
  const noun = NOUN[kind];
  const [clean] = useState(() => formValuesOf(piece, kind));
  const form = useSchemaForm(longformFormSchema, clean);
  const edit = useNoLostEdit({
    key: draftKey(noun.toLowerCase(), piece?.id ?? null),
    form,
    clean,
    version: piece?.version ?? null,
  });
  const save = useSaveLongform(kind);
  const [conflict, setConflict] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      await save.mutateAsync({
        id: piece?.id ?? null,
        input: longformInputOf(values, kind),
        version: edit.base,
      });
      edit.forget();
      props.onClose();
    } catch (error) {
      if (isBackendError(error, 'aborted')) setConflict(error.message);
      showFieldErrors(form, fieldErrorsOf(error, FIELDS));
    }
  });

  const close = () => (edit.dirty ? setAskDiscard(true) : props.onClose());

  const reload = async () => {
    setReloading(true);
    edit.forget();
    await props.onReload().finally(() => setReloading(false));
  };

  const restore = (snapshot: Piece, version: number) => {
    form.reset(formValuesOf(snapshot, kind), { keepDefaultValues: true });
    setRestored(
      `Restored version ${version} (saved ${formatDateTime(snapshot.updatedAt)}). ` +
        `${piece ? 'Update' : 'Create'} ${noun} to make it the current version.`,
    );
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && close()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>{piece ? `Edit ${noun}` : `Create New ${noun}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
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
                        void copyWithToast(longformAsText(form.getValues()), MY_TEXT_COPIED)
                      }
                      onLoadTheirs={() => void reload()}
                    />
                  )}
                  {restored && (
                    <Alert.Root status="info">
                      <Alert.Indicator />
                      <Alert.Description>{restored}</Alert.Description>
                    </Alert.Root>
                  )}
                  <EssayFields form={form} kind={kind} />
                  {piece && <VersionsPanel kind={kind} id={piece.id} onRestore={restore} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <SubmitButton busy={save.isPending} busyLabel="Saving...">
                  {piece ? `Update ${noun}` : `Create ${noun}`}
                </SubmitButton>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
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
        {discardQuestion(noun)}
      </ConfirmDialog>
      <LeaveGuardDialog blocker={edit.blocker} />
    </Dialog.Root>
  );
}
