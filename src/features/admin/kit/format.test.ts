import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatUtcDay, formatUtcMonthDay } from './format.ts';

describe('the CMS dates', () => {
  const moment = new Date('2026-11-01T10:15:00');

  it("writes a moment and its day in the admin's time zone", () => {
    expect(formatDateTime(moment)).toBe('Nov 1, 2026, 10:15 AM');
    expect(formatDay(moment)).toBe('Nov 1, 2026');
    expect(formatDay(new Date('2026-12-31T23:59:00'))).toBe('Dec 31, 2026');
  });

  it('writes the same as toLocaleString with the same options, month by month', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 9, 17, 5);
      expect(formatDateTime(date)).toBe(
        date.toLocaleString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
      );
      expect(formatDay(date)).toBe(
        date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      );
    }
  });

  it('writes the server’s UTC days as they are named, whatever the time zone', () => {
    expect(formatUtcDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatUtcDay('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatUtcMonthDay('2026-11-20')).toBe('Nov 20');
    expect(formatUtcMonthDay('2027-01-01')).toBe('Jan 1');
  });
});
