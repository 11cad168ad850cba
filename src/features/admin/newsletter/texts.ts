/** The Newsletter tab's words (admin-cms.md: Newsletter tab, sections 5 and 8). */
export const TEXTS = {
  title: 'Newsletter',
  create: 'Create Newsletter',
  noRecent: 'No new content in the last 30 days',
  confirmTitle: 'Send Newsletter',
  confirmQuestion: (title: string, count: number) =>
    `This will send "${title}" to ${count} confirmed subscribers. This action cannot be undone.`,
  whoReceives:
    'Confirmed subscribers of the newsletter receive it; sign-ups for the book, the courses and the card decks are waiting lists and never do.',
  sent: 'Newsletter Sent!',
  sentTo: (count: number) => `Newsletter sent to ${count} confirmed subscribers`,
  sendFailed: 'Send Failed',
  noHistory: 'No newsletters sent yet.',
  recentFailed: 'Failed to load recent content.',
  historyFailed: 'Failed to load sent newsletters.',
  discardQuestion: 'Discard this newsletter? Its title, introduction and selection will be lost.',
  leaveQuestion:
    'This newsletter has not been sent. Leave this page? Its title, introduction and selection will be lost.',
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
