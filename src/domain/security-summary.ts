import { dayKey } from './calendar.ts';
import type { SecurityAction } from './contact.ts';

/** admin-cms.md: the Security tab's labels, row count and messages. */
export const SECURITY_ACTION_LABELS: Record<SecurityAction, string> = {
  submit_contact: 'Form Submissions',
  view_contacts: 'Admin Views',
  update_contact: 'Updates',
  delete_contact: 'Deletions',
  rate_limit_exceeded: 'Rate Limited',
  role_check_failed: 'Auth Failures',
};
export const SECURITY_RECENT_ROWS = 10;
export const SECURITY_EMPTY =
  'No security events recorded yet. The system is monitoring all contact-related activities.';
export const SECURITY_ACCESS_ERROR =
  'Access Error - Unable to fetch security data. Admin privileges required.';
export const SECURITY_LOAD_FAILED = 'Failed to load security monitoring data.';

/** A stored security event count (contact_security_events: one per action, address and hour). */
export interface SecurityEventRecord {
  action: SecurityAction;
  ipKey: string;
  windowStart: Date;
  count: number;
}

/** One summary row (admin-cms.md section 3): an action on a day. */
export interface SecuritySummaryRow {
  action: SecurityAction;
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  count: number;
  uniqueIps: number;
}

/** What `getContactSecuritySummary` answers. */
export interface SecuritySummary {
  totalSubmissions: number;
  adminViews: number;
  rateLimited: number;
  uniqueIps: number;
  /** The most recent rows, newest day first (at most 10). */
  recent: SecuritySummaryRow[];
}

/** The Security tab's figures from the stored events (those still kept: 90 days). */
export function summariseSecurityEvents(events: readonly SecurityEventRecord[]): SecuritySummary {
  const rows = new Map<string, { row: SecuritySummaryRow; ips: Set<string> }>();
  const totals: Record<SecurityAction, number> = {
    submit_contact: 0,
    view_contacts: 0,
    update_contact: 0,
    delete_contact: 0,
    rate_limit_exceeded: 0,
    role_check_failed: 0,
  };
  const ips = new Set<string>();
  for (const event of events) {
    const date = dayKey(event.windowStart);
    const key = `${date}|${event.action}`;
    let entry = rows.get(key);
    if (!entry) {
      entry = { row: { action: event.action, date, count: 0, uniqueIps: 0 }, ips: new Set() };
      rows.set(key, entry);
    }
    entry.row.count += event.count;
    entry.ips.add(event.ipKey);
    totals[event.action] += event.count;
    ips.add(event.ipKey);
  }
  const recent = [...rows.values()]
    .map(({ row, ips: rowIps }) => ({ ...row, uniqueIps: rowIps.size }))
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) || b.count - a.count || a.action.localeCompare(b.action),
    )
    .slice(0, SECURITY_RECENT_ROWS);
  return {
    totalSubmissions: totals.submit_contact,
    adminViews: totals.view_contacts,
    rateLimited: totals.rate_limit_exceeded,
    uniqueIps: ips.size,
    recent,
  };
}
