import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const UNSAVED_TITLE = 'Unsaved changes';
export const LEAVE_QUESTION =
  'You have unsaved changes. Leave this page? They stay on this device, and the form offers them again when you come back.';

/** Asks before a move away from a form with unsaved changes (`question`: what would be lost). */
export function LeaveGuardDialog({
  blocker,
  question = LEAVE_QUESTION,
}: {
  blocker: Blocker;
  question?: string;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {question}
    </ConfirmDialog>
  );
}
