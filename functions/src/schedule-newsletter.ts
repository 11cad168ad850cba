import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  handleScheduleNewsletter,
  type ScheduledNewsletter,
} from '../../src/domain/newsletter/schedule.ts';
import { BackendError } from '../../src/domain/errors.ts';
import { adminDb } from './admin-app.ts';
import { toHttpsError } from './https-error.ts';
import { ADMIN_CALLABLE, requireAdmin } from './require-admin.ts';
import { firestoreScheduledNewsletters } from './scheduled-newsletter-store.ts';
import { sha256Hex } from './send-newsletter.ts';

export interface ScheduleNewsletterDeps {
  db: Firestore;
  now: () => Date;
  adminUid: string;
}

/** Keeps a newsletter for the scheduler to send at its time (domain/newsletter/schedule.ts). */
export function scheduleNewsletterHandler(
  data: unknown,
  { db, now, adminUid }: ScheduleNewsletterDeps,
): Promise<ScheduledNewsletter> {
  return handleScheduleNewsletter(data, {
    store: firestoreScheduledNewsletters(db),
    hash: sha256Hex,
    now,
    adminUid,
  });
}

/** Forgets a scheduled newsletter: it will not be sent (nothing happens if it was not kept). */
export async function unscheduleNewsletterHandler(data: unknown, db: Firestore): Promise<void> {
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !/^nl-[0-9a-f]{32}$/.test(id)) {
    throw new BackendError('invalid-argument', 'Not a newsletter id');
  }
  await firestoreScheduledNewsletters(db).remove(id);
}

/** Callable `scheduleNewsletter`, admins only. */
export const scheduleNewsletter = onCall(ADMIN_CALLABLE, async (request) => {
  try {
    const db = adminDb();
    const adminUid = await requireAdmin(request.auth, db);
    const record = await scheduleNewsletterHandler(request.data, {
      db,
      now: () => new Date(),
      adminUid,
    });
    // Dates cross the callable protocol as ISO strings.
    return {
      ...record,
      scheduledAt: record.scheduledAt.toISOString(),
      createdAt: record.createdAt.toISOString(),
    };
  } catch (error) {
    throw toHttpsError(error, 'scheduleNewsletter');
  }
});

/** Callable `unscheduleNewsletter`, admins only. */
export const unscheduleNewsletter = onCall(ADMIN_CALLABLE, async (request) => {
  try {
    const db = adminDb();
    await requireAdmin(request.auth, db);
    await unscheduleNewsletterHandler(request.data, db);
    return { ok: true };
  } catch (error) {
    throw toHttpsError(error, 'unscheduleNewsletter');
  }
});
