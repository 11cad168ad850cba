import { CloseButton, Dialog, Link, Portal, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EIE_SUMMARY } from '../../domain/five-capabilities.ts';
import {
  CapabilitiesAccordion,
  EngineeringGuideButtons,
} from '../../ui/capabilities-accordion.tsx';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';
import { Eyebrow } from '../../ui/eyebrow.tsx';

// Dialogs load when first opened: their recipe with them.
addSiteRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/** 'Learn More' about Executive Intelligence Engineering: the five capabilities and two guides. */
export function LearnMoreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content textStyle="md" _motionReduce={{ animation: 'none' }}>
            <Dialog.Header flexDirection="column" pe="12">
              <Eyebrow fontSize="xs" color="accent.fg">
                About
              </Eyebrow>
              <Dialog.Title fontFamily="heading" fontSize="2xl" lineHeight="1.2">
                Executive Intelligence Engineering
              </Dialog.Title>
              <Dialog.Description fontSize="md" lineHeight="1.6">
                {EIE_SUMMARY}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <CapabilitiesAccordion level="h3" />
                <Link asChild color="accent.fg" fontSize="sm" alignSelf="flex-start">
                  <RouterLink to="/five-capabilities">
                    The five capabilities on their own page
                  </RouterLink>
                </Link>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" pt="4">
              <EngineeringGuideButtons justify="flex-end" w="full" />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
