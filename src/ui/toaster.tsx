import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '#chakra-theme/recipes/toast';
import { addSiteRecipes } from '../platform/styles/site-system.ts';

// Toasts load with the first one: their recipe with them.
addSiteRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/** Chakra's lg: a dialog there leaves the screen's left quarter free. */
const WIDE_SCREEN = '(min-width: 64rem)';
const wide = typeof window !== 'undefined' && (window.matchMedia?.(WIDE_SCREEN).matches ?? false);

/**
 * The site's toast queue: `toaster.create({ title, description, type })`. Toasts never hide a
 * dialog's buttons: on a wide screen they stand at the bottom left, away from a dialog's footer
 * (its buttons at the right, the dialog in the middle); on a phone or a tablet, whose dialogs
 * reach down to their buttons, at the top.
 */
export const toaster = createToaster({
  placement: wide ? 'bottom-start' : 'top',
  pauseOnPageIdle: true,
});

/** Renders queued toasts; mounted once in the app's providers. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
