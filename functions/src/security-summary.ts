import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { SECURITY_EVENT_RETENTION_MS, type SecurityAction } from '../../src/domain/contact.ts';
import {
  summariseSecurityEvents,
  type SecuritySummary,
} from '../../src/domain/security-summary.ts';
import { adminDb } from './admin-app.ts';
import { CONTACT_SECURITY_EVENTS } from './contact-store.ts';
import { toHttpsError } from './https-error.ts';
import { toDate } from './timestamps.ts';
import { ADMIN_CALLABLE, requireAdmin } from './require-admin.ts';

/**
 * The Security tab's figures from contact_security_events kept (90 days): one document per
 * action, address and hour, so a flood of refused sends is read as one document per hour.
 */
export async function securitySummaryHandler(deps: {
  db: Firestore;
  now: () => Date;
}): Promise<SecuritySummary> {
  const since = new Date(deps.now().getTime() - SECURITY_EVENT_RETENTION_MS);
  const snapshot = await deps.db
    .collection(CONTACT_SECURITY_EVENTS)
    .where('windowStart', '>=', Timestamp.fromDate(since))
    .select('action', 'ipKey', 'windowStart', 'count')
    .get();
  return summariseSecurityEvents(
    snapshot.docs.map((doc) => {
      const data = doc.data();
      return {
        action: data.action as SecurityAction,
        ipKey: String(data.ipKey ?? ''),
        windowStart: toDate(data.windowStart) ?? new Date(0),
        count: typeof data.count === 'number' ? data.count : 0,
      };
    }),
  );
}

/** Callable `getContactSecuritySummary`, admins only. */
export const getContactSecuritySummary = onCall(ADMIN_CALLABLE, async (request) => {
  try {
    const db = adminDb();
    await requireAdmin(request.auth, db);
    return await securitySummaryHandler({ db, now: () => new Date() });
  } catch (error) {
    throw toHttpsError(error, 'getContactSecuritySummary');
  }
});
