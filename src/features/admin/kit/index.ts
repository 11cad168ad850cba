// What every CMS tab shares.
export { cmsSystem } from './cms-system.ts';
export { useAdminBackend } from './use-admin-backend.ts';
// The content side's shared pieces (issue 12): confirmations, no lost edit, query keys.
export { ConfirmDialog } from './confirm-dialog.tsx';
export { DeleteDialog, useDeleteTarget } from './delete-dialog.tsx';
export { adminKeys, invalidateContent, type PublicKind } from './content-queries.ts';
export { MY_TEXT_COPIED, RestoreDraftAlert, SaveConflictAlert } from './draft-alerts.tsx';
export { EditorAlerts, EditorExitDialogs } from './editor-notices.tsx';
export { FeaturedSwitch } from './featured-switch.tsx';
export { fieldErrorsOf } from './field-errors.ts';
export { formatDateTime, formatDay, formatUtcDay, formatUtcMonthDay } from './format.ts';
// Scheduled publishing (issue 29).
export { PublishingFields } from './publishing-fields.tsx';
export { ScheduledBadge, ScheduledList, type ScheduledEntry } from './scheduled-list.tsx';
export { formatScheduled, fromLocalInput, timeZoneLabel, toLocalInput } from './schedule-time.ts';
export {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  DeleteIcon,
  EditIcon,
  PlusIcon,
  ViewIcon,
} from './icons.tsx';
export { ItemCard, TagBadges } from './item-card.tsx';
export { LeaveGuardDialog, UNSAVED_TITLE } from './leave-guard-dialog.tsx';
export { draftKey } from './local-draft.ts';
export { useEditorSession } from './use-editor-session.ts';
export { useLeaveGuard } from './use-leave-guard.ts';
// The audience side's shared pieces (issue 13).
export { CmsProviders } from './cms-providers.tsx';
export { LoadFailedAlert, SectionCard, StatGrid } from './panels.tsx';
export { StatCard } from './stat-card.tsx';
