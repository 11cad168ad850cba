import { BOUNCE_AFTER_ERRORS, type BounceReason } from '../../../domain/types.ts';

/** The Subscribers tab's words (admin-cms.md: Subscribers tab, sections 8 and 9). */
export const TEXTS = {
  title: 'Subscribers',
  analyticsSoon: 'Analytics dashboard coming soon',
  searchPlaceholder: 'Search by email or name...',
  updated: 'Subscriber updated successfully',
  updateFailed: (message: string) => `Failed to update subscriber: ${message}`,
  deleted: 'Subscriber deleted successfully',
  deleteFailed: (message: string) => `Failed to delete subscriber: ${message}`,
  deleteQuestion: (email: string) =>
    `Are you sure you want to delete ${email}? This action cannot be undone.`,
  exportComplete: 'Export Complete',
  exported: (count: number) => `Exported ${count} subscribers successfully`,
  exportFailed: 'Export Failed',
  loadFailed: 'Failed to load subscribers.',
} as const;

/** The statuses' labels and badge colours. */
export const STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
} as const;
export const STATUS_COLORS = {
  pending: 'yellow',
  confirmed: 'green',
  unsubscribed: 'gray',
  bounced: 'red',
} as const;

/** Why a row is bounced, under its badge. */
export const BOUNCE_REASON_LABELS: Record<BounceReason, string> = {
  bounce: 'Hard bounce',
  complaint: 'Marked as spam',
  errors: `${BOUNCE_AFTER_ERRORS} failed deliveries`,
};

/** The Overview card of bounced addresses, and what it says of them. */
export const BOUNCED_CARD = { label: 'Bounced', help: 'Undeliverable: left out of sends' };
