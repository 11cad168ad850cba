import { copyWithToast } from '../../../ui/clipboard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MY_TEXT_COPIED, RestoreDraftAlert, SaveConflictAlert } from './draft-alerts.tsx';
import { LeaveGuardDialog } from './leave-guard-dialog.tsx';
import type { EditorSession } from './use-editor-session.ts';

/** The question before closing an editor with unsaved changes. */
export const discardQuestion = (noun: string) =>
  `Discard your unsaved changes to this ${noun.toLowerCase()}?`;

/** An editor's alerts at its top: a draft this device kept, and a save someone else stopped. */
export function EditorAlerts(props: {
  session: EditorSession;
  /** The form's values as plain text, for "Copy my text". */
  asText: () => string;
}) {
  const { edit, conflict, reloading } = props.session;
  return (
    <>
      {edit.offer && (
        <RestoreDraftAlert
          savedAt={edit.offer.savedAt}
          onRestore={edit.restore}
          onDiscard={edit.discard}
        />
      )}
      {conflict && (
        <SaveConflictAlert
          message={conflict}
          loading={reloading}
          onCopyMine={() => void copyWithToast(props.asText(), MY_TEXT_COPIED)}
          onLoadTheirs={() => void props.session.reload()}
        />
      )}
    </>
  );
}

/** An editor's questions before its changes are left: on closing it, and on leaving the page. */
export function EditorExitDialogs(props: { session: EditorSession; noun: string }) {
  const { session } = props;
  return (
    <>
      <ConfirmDialog
        open={session.askDiscard}
        title="Unsaved changes"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={session.discard}
        onCancel={session.keepEditing}
      >
        {discardQuestion(props.noun)}
      </ConfirmDialog>
      <LeaveGuardDialog blocker={session.edit.blocker} />
    </>
  );
}
