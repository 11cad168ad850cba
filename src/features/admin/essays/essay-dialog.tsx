import { Alert, Button, CloseButton, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { longformFormSchema } from '../../../domain/cms/form-schemas.ts';
import { SubmitButton, useSchemaForm } from '../../../ui/form';
import {
  EditorAlerts,
  EditorExitDialogs,
  draftKey,
  formatDateTime,
  useEditorSession,
} from '../kit';
import { EssayFields } from './essay-fields.tsx';
import { NOUN, type LongformKind, type Piece } from './kinds.ts';
import { formValuesOf, longformAsText, longformInputOf } from './longform-values.ts';
import { useSaveLongform } from './use-longform.ts';
import { VersionsPanel } from './versions-panel.tsx';

const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'scheduledAt',
  'headerImageUrl',
  'canonicalUrl',
] as const;

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
  const save = useSaveLongform(kind);
  const session = useEditorSession({
    key: draftKey(noun.toLowerCase(), piece?.id ?? null),
    form,
    clean,
    version: piece?.version ?? null,
    fields: FIELDS,
    save: (values, version) =>
      save.mutateAsync({ id: piece?.id ?? null, input: longformInputOf(values, kind), version }),
    onClose: props.onClose,
    onReload: props.onReload,
  });
  const [restored, setRestored] = useState<string | null>(null);

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
      onOpenChange={(event) => !event.open && session.close()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={session.submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>{piece ? `Edit ${noun}` : `Create New ${noun}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <EditorAlerts session={session} asText={() => longformAsText(form.getValues())} />
                  {restored && (
                    <Alert.Root status="info">
                      <Alert.Indicator />
                      <Alert.Description>{restored}</Alert.Description>
                    </Alert.Root>
                  )}
                  <EssayFields form={form} kind={kind} stored={piece} />
                  {piece && <VersionsPanel kind={kind} id={piece.id} onRestore={restore} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={session.close}>
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
      <EditorExitDialogs session={session} noun={noun} />
    </Dialog.Root>
  );
}
