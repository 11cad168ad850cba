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
  /** The Confirmed card's line: its share, and how many of them the newsletter goes to. */
  confirmedHelp: (percent: number, newsletter: number) =>
    `${percent}% of total · ${newsletter} receive the newsletter`,
} as const;

/** The statuses' labels and badge colours. */
export const STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
} as const;
export const STATUS_COLORS = {
  pending: 'yellow',
  confirmed: 'green',
  unsubscribed: 'gray',
} as const;
