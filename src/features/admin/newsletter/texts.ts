/** The Newsletter tab's words (admin-cms.md: Newsletter tab, sections 5 and 8). */
export const TEXTS = {
  title: 'Newsletter',
  create: 'Create Newsletter',
  noRecent: 'No new content in the last 30 days',
  confirmTitle: 'Send Newsletter',
  confirmQuestion: (title: string, count: number) =>
    `This will send "${title}" to ${count} confirmed subscribers. This action cannot be undone.`,
  sent: 'Newsletter Sent!',
  sentTo: (count: number) => `Newsletter sent to ${count} confirmed subscribers`,
  sendFailed: 'Send Failed',
  noHistory: 'No newsletters sent yet.',
  recentFailed: 'Failed to load recent content.',
  historyFailed: 'Failed to load sent newsletters.',
  // Scheduled sending (issue 29).
  schedule: 'Schedule...',
  scheduleTitle: 'Schedule Newsletter',
  scheduleConfirm: 'Schedule',
  scheduleQuestion: (title: string) =>
    `"${title}" will go to every confirmed subscriber at the time you choose, once.`,
  scheduled: 'Newsletter Scheduled',
  scheduledFor: (title: string, when: string) => `"${title}" goes out ${when}`,
  scheduleFailed: 'Schedule Failed',
  unscheduled: 'Newsletter Unscheduled',
  unscheduledText: (title: string) => `"${title}" will not be sent.`,
  unscheduleFailed: 'Failed to unschedule',
  scheduledFailed: 'Failed to load scheduled newsletters.',
} as const;
