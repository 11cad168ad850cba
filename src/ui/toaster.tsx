import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '#chakra-theme/recipes/toast';
import { addSiteRecipes } from './theme.ts';

// Toasts load with the first one: their recipe with them.
addSiteRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/** The site's toast queue: `toaster.create({ title, description, type })`. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

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
