import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';
import { SearchPanel } from './search-panel.tsx';
import { SEARCH_TEXTS as T } from './texts.ts';

addSiteRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/**
 * The query lives here, below the dialog's own parts: a keystroke redraws the search, not the
 * dialog around it. What was typed stays when the dialog closes (its content stays mounted).
 */
function DialogSearch(props: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  return <SearchPanel query={query} onQuery={setQuery} onOpen={props.onClose} autoFocus />;
}

/**
 * The search as a dialog over the page: the whole screen on phones, a panel near the top on
 * wider screens.
 */
export function SearchDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(event) => !event.open && props.onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="top"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <DialogSearch onClose={props.onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
