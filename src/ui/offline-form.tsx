import { Text } from '@chakra-ui/react';
import { isBackendError } from '../domain/errors.ts';
import { notify } from './notify.ts';
import { isOffline, useOnline } from './use-online.ts';

export const OFFLINE_FORM_TITLE = "You're offline";
export const OFFLINE_FORM_MESSAGE =
  "This form needs a connection. What you typed is kept: send it again once you're back online.";

/**
 * When the browser is offline, or `error` is a failure for want of a connection, says that the
 * form needs a connection (what was typed stays) and answers true; else false.
 */
export function notifyIfOffline(error?: unknown): boolean {
  if (!isOffline() && !isBackendError(error, 'unavailable')) return false;
  notify({ type: 'error', title: OFFLINE_FORM_TITLE, description: OFFLINE_FORM_MESSAGE });
  return true;
}

/** Under a form while offline: it can be filled in now and sent later. */
export function OfflineFormNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <Text fontSize="sm" color="fg.muted" role="status">
      You're offline: you can fill this in now and send it once you're back online.
    </Text>
  );
}
