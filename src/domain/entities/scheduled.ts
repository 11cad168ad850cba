// A scheduled piece (essay, dispatch or prompt) goes public at its time (domain/schedule.ts):
// without a time it would never go, so the schemas refuse it, as firestore.rules does.

/** Whether a piece that says 'scheduled' has its time. */
export const scheduledHasTime = (piece: { status: string; scheduledAt: Date | null }) =>
  piece.status !== 'scheduled' || piece.scheduledAt !== null;

/** The schema's message when it has not. */
export const SCHEDULED_NEEDS_TIME = {
  message: 'A scheduled piece needs a publication time',
  path: ['scheduledAt'],
};
