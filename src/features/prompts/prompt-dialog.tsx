import { Badge, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { promptReadingTime } from '../../domain/content-rules.ts';
import type { Prompt } from '../../domain/types.ts';
import { PromptBody } from '../content';
import { promptDetailPath } from './prompt-paths.ts';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// Dialogs load when first opened: their recipe with them.
addSiteRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export interface PromptDialogProps {
  prompt: Prompt;
  open: boolean;
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog may be gone. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The 'Get Full Prompt' dialog: title, description and reading time, then the prompt's body
 * (behind the free-view gate) with copy and share. Large and scrolling inside; full screen on
 * phones.
 */
export function PromptDialog({ prompt, open, onClose, finalFocusEl }: PromptDialogProps) {
  const detailPath = promptDetailPath(prompt);
  // Focus starts on Close, not on the first control deep in the body (which would scroll there).
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ mdDown: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => closeRef.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxH={{ mdDown: '100dvh' }} data-testid="prompt-dialog">
            <Dialog.Header pe="14" flexDirection="column" gap="2">
              <HStack gap="2">
                <Badge colorPalette="blue">AI Prompt</Badge>
                {prompt.featured && <Badge colorPalette="orange">Featured</Badge>}
              </HStack>
              <Dialog.Title
                fontFamily="heading"
                fontSize={{ base: '2xl', md: '3xl' }}
                lineHeight="1.2"
              >
                {prompt.title}
              </Dialog.Title>
              {prompt.description && (
                <Dialog.Description fontSize="md" color="fg.muted">
                  {prompt.description}
                </Dialog.Description>
              )}
              <Text fontSize="sm" color="fg.muted">
                {promptReadingTime(prompt)} min read
              </Text>
            </Dialog.Header>
            <Dialog.Body fontSize="md">
              <PromptBody prompt={prompt} sharePath={detailPath} />
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" pt="4" justifyContent="flex-start">
              <Button asChild variant="outline" size="sm">
                <RouterLink to={detailPath} onClick={onClose}>
                  Open prompt page
                </RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton ref={closeRef} size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
