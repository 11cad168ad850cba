import { Alert, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isBackendError } from '../domain/errors.ts';
import { alertSlotRecipe } from '#chakra-theme/recipes/alert';
import { addSiteRecipes } from '../platform/styles/site-system.ts';

// Notices come with what shows them: their recipe with them.
addSiteRecipes({ slotRecipes: { alert: alertSlotRecipe } });

/** A message a form or page shows in place: an error (red) or a success or info notice. */
export interface Notice {
  status: 'error' | 'success' | 'info';
  text: string;
}

/** The red notice for a failed backend call: the backend's own message. */
export function errorNotice(error: unknown): Notice {
  if (isBackendError(error)) return { status: 'error', text: error.message };
  console.error('Unexpected failure', error);
  return { status: 'error', text: 'Something went wrong. Please try again.' };
}

/**
 * A form's or page's notice, inline. The polite live region stays mounted (and takes no room
 * while empty: spacing goes on the alert, e.g. `mb="4"`) so that a notice appearing in it is
 * announced; errors are alerts, announced at once.
 */
export function NoticeAlert({
  notice,
  children,
  ...spacing
}: { notice: Notice | null; children?: ReactNode } & Pick<Alert.RootProps, 'mt' | 'mb'>) {
  return (
    <Box aria-live="polite" aria-atomic="true">
      {notice && (
        <Alert.Root
          status={notice.status}
          data-status={notice.status}
          role={notice.status === 'error' ? 'alert' : undefined}
          {...spacing}
        >
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>{notice.text}</Alert.Description>
            {children}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
