import { CloseButton, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { OfflineFormNote } from './offline-form.tsx';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { addSiteRecipes } from '../platform/styles/site-system.ts';

// Dialogs load when first opened: their recipe with them.
addSiteRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/** A dialog holding one form: title, fields, a submit button, Escape and a close button. */
export function FormDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The submit button (its label and busy state differ from form to form). */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {/* The dialog role sits on the content element; the form only groups the fields. */}
            <chakra.form onSubmit={props.onSubmit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {props.children}
                  <OfflineFormNote />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>{props.submit}</Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
