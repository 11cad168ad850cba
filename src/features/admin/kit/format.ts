// How the CMS writes dates. Each formatter is built once: `toLocaleString` with options builds
// a new one on every call, a millisecond or more each, paid per row of a table.

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const UTC_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const UTC_MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A moment as the CMS shows it, in the admin's time zone: 'Nov 1, 2026, 10:15 AM'. */
export function formatDateTime(date: Date): string {
  return DATE_TIME.format(date);
}

/** The day of a moment, in the admin's time zone: 'Nov 1, 2026'. */
export function formatDay(date: Date): string {
  return DAY.format(date);
}

/** The start of a UTC day as the server's daily figures name it ('2026-11-01'). */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A UTC day ('2026-11-01'): 'Nov 1, 2026'. */
export function formatUtcDay(day: string): string {
  return UTC_DAY.format(utcDay(day));
}

/** A UTC day ('2026-11-20') as the charts label it: 'Nov 20'. */
export function formatUtcMonthDay(day: string): string {
  return UTC_MONTH_DAY.format(utcDay(day));
}
