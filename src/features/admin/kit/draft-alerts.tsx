import { Alert, Button, HStack } from '@chakra-ui/react';
import { formatDateTime } from './format.ts';

/** The question a form asks when this device kept unsaved changes of it. */
export function restoreQuestion(savedAt: Date): string {
  return `Restore unsaved changes from ${formatDateTime(savedAt)}?`;
}

/** Offers the changes this device kept (after a reload, a crash or a closed tab). */
export function RestoreDraftAlert(props: {
  savedAt: Date;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert.Root status="info" role="group" aria-label="Unsaved changes">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>{restoreQuestion(props.savedAt)}</Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="orange" onClick={props.onRestore}>
            Restore
          </Button>
          <Button size="sm" variant="outline" onClick={props.onDiscard}>
            Discard
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

export const COPY_MY_TEXT = 'Copy my text';
export const LOAD_THEIR_VERSION = 'Load their version';
export const MY_TEXT_COPIED = 'Your text was copied to the clipboard';

/**
 * A save stopped because someone else saved first: nothing was overwritten. The editor copies
 * their own text, or loads the other version (their text stays on this device until then).
 */
export function SaveConflictAlert(props: {
  message: string;
  onCopyMine: () => void;
  onLoadTheirs: () => void;
  loading?: boolean;
}) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>
          {props.message} Copy your text to keep it, then load their version to continue from it.
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={props.onCopyMine}>
            {COPY_MY_TEXT}
          </Button>
          <Button
            size="sm"
            colorPalette="orange"
            loading={props.loading}
            onClick={props.onLoadTheirs}
          >
            {LOAD_THEIR_VERSION}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
