// Scheduled publishing (issue 29): an essay, dispatch or prompt saved as 'scheduled' with a time
// goes public at that time. On Firebase the `publishScheduled` function runs every minute; the
// demo backend runs the same rules before each read. Until the run, a piece whose time has come
// still says 'scheduled' and stays hidden like a draft (firestore.rules, domain/access.ts): it
// goes public everywhere at once (its page, the lists, the feeds, the sitemap, the search index),
// never on one page before the others.
import { dateOrNull } from './entities/fields.ts';
import { BackendError } from './errors.ts';

/** How often the scheduler runs, as Cloud Scheduler reads it. */
export const SCHEDULER_EVERY = 'every 1 minutes';

/** The message of a scheduled time that is not in the future. */
export const SCHEDULE_IN_PAST = 'Please choose a time in the future';

/** The message of a scheduled status without a time. */
export const SCHEDULE_NEEDS_TIME = 'Please choose when to publish';

/** Anything with a status and a scheduled time. */
export interface Schedulable {
  status: string;
  scheduledAt: Date | null;
}

/** Whether a scheduled piece's time has come at `now`. */
export function isDue(item: Schedulable, now: Date): boolean {
  return (
    item.status === 'scheduled' &&
    item.scheduledAt !== null &&
    item.scheduledAt.getTime() <= now.getTime()
  );
}

/**
 * The scheduled time a save stores: a time after `now` when the status is 'scheduled' (an
 * 'invalid-argument' error on the field otherwise, with the message the form shows), else null.
 * The value may come as a Date or, through a callable, as an ISO string.
 */
export function scheduledTimeFor(status: string, value: unknown, now: Date): Date | null {
  if (status !== 'scheduled') return null;
  const at = dateOrNull(value);
  if (!at) {
    throw new BackendError('invalid-argument', SCHEDULE_NEEDS_TIME, {
      scheduledAt: SCHEDULE_NEEDS_TIME,
    });
  }
  if (at.getTime() <= now.getTime()) {
    throw new BackendError('invalid-argument', SCHEDULE_IN_PAST, { scheduledAt: SCHEDULE_IN_PAST });
  }
  return at;
}

/** What publishing changes of a due essay or dispatch: published at its announced time. */
export function publishedLongform<
  T extends Schedulable & { publishedAt: Date | null; updatedAt: Date; version: number },
>(piece: T, now: Date): T {
  return {
    ...piece,
    status: 'published',
    publishedAt: piece.scheduledAt ?? now,
    scheduledAt: null,
    updatedAt: now,
    // The next version, as every change of a piece is: an editor whose form opened the
    // scheduled one is told it changed rather than overwriting the publication.
    version: piece.version + 1,
  };
}

/** What publishing changes of a due prompt: active from now on. */
export function activatedPrompt<T extends Schedulable & { updatedAt: Date; version: number }>(
  prompt: T,
  now: Date,
): T {
  return {
    ...prompt,
    status: 'active',
    scheduledAt: null,
    updatedAt: now,
    version: prompt.version + 1,
  };
}

/** The due pieces of a list, earliest time first. */
export function duePieces<T extends Schedulable>(items: readonly T[], now: Date): T[] {
  const time = (item: T) => item.scheduledAt?.getTime() ?? 0;
  return items.filter((item) => isDue(item, now)).sort((a, b) => time(a) - time(b));
}
