// What every CMS tab shares.
export { cmsSystem } from './cms-system.ts';
export { useAdminBackend } from './use-admin-backend.ts';
// The content side's shared pieces (issue 12): confirmations, no lost edit, query keys.
export { ConfirmDialog } from './confirm-dialog.tsx';
export { adminKeys, invalidateContent, type PublicKind } from './content-queries.ts';
export {
  COPY_MY_TEXT,
  LOAD_THEIR_VERSION,
  MY_TEXT_COPIED,
  RestoreDraftAlert,
  SaveConflictAlert,
  restoreQuestion,
} from './draft-alerts.tsx';
export { fieldErrorsOf } from './field-errors.ts';
export { formatDateTime } from './format.ts';
export {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  DeleteIcon,
  EditIcon,
  PlusIcon,
  ViewIcon,
} from './icons.tsx';
export { LeaveGuardDialog, LEAVE_QUESTION, UNSAVED_TITLE } from './leave-guard-dialog.tsx';
export { draftKey, readLocalDraft, removeLocalDraft, type LocalDraft } from './local-draft.ts';
export { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';
export { useDraftOffer } from './use-draft-offer.ts';
export { useLeaveGuard } from './use-leave-guard.ts';
export { useNoLostEdit } from './use-no-lost-edit.ts';
