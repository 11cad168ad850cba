import { describe, expect, it } from 'vitest';
import { summariseSecurityEvents, type SecurityEventRecord } from './security-summary.ts';

const event = (
  action: SecurityEventRecord['action'],
  ipKey: string,
  iso: string,
  count: number,
): SecurityEventRecord => ({ action, ipKey, windowStart: new Date(iso), count });

describe('summariseSecurityEvents', () => {
  it('sums counts per action and day, with the addresses behind each, newest day first', () => {
    const summary = summariseSecurityEvents([
      event('submit_contact', 'ip1', '2026-11-20T09:00:00Z', 5),
      event('submit_contact', 'ip2', '2026-11-20T10:00:00Z', 1),
      event('submit_contact', 'ip1', '2026-11-20T11:00:00Z', 2),
      event('rate_limit_exceeded', 'ip1', '2026-11-20T09:00:00Z', 4),
      event('submit_contact', 'ip3', '2026-11-18T09:00:00Z', 1),
      event('view_contacts', 'ip9', '2026-11-19T09:00:00Z', 3),
    ]);
    expect(summary).toEqual({
      totalSubmissions: 9,
      adminViews: 3,
      rateLimited: 4,
      uniqueIps: 4,
      recent: [
        { action: 'submit_contact', date: '2026-11-20', count: 8, uniqueIps: 2 },
        { action: 'rate_limit_exceeded', date: '2026-11-20', count: 4, uniqueIps: 1 },
        { action: 'view_contacts', date: '2026-11-19', count: 3, uniqueIps: 1 },
        { action: 'submit_contact', date: '2026-11-18', count: 1, uniqueIps: 1 },
      ],
    });
  });

  it('keeps the 10 most recent rows', () => {
    const events = Array.from({ length: 14 }, (_, i) =>
      event('submit_contact', 'ip', `2026-11-${String(i + 1).padStart(2, '0')}T09:00:00Z`, 1),
    );
    const { recent, totalSubmissions } = summariseSecurityEvents(events);
    expect(recent.map((row) => row.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-11-${String(14 - i).padStart(2, '0')}`),
    );
    expect(totalSubmissions).toBe(14);
  });

  it('is all zero with nothing recorded', () => {
    expect(summariseSecurityEvents([])).toEqual({
      totalSubmissions: 0,
      adminViews: 0,
      rateLimited: 0,
      uniqueIps: 0,
      recent: [],
    });
  });
});
