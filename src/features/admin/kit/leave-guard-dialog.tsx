import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const UNSAVED_TITLE = 'Unsaved changes';
export const LEAVE_QUESTION =
  'You have unsaved changes. Leave this page? They stay on this device, and the form offers them again when you come back.';

/** Asks before a move away from a form with unsaved changes. */
export function LeaveGuardDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {LEAVE_QUESTION}
    </ConfirmDialog>
  );
}
