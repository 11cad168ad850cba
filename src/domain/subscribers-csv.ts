import Papa from 'papaparse';
import { dayKey } from './calendar.ts';
import type { Subscriber, SubscriberStatus } from './types.ts';

/** admin-cms.md section 7: the export's header. */
export const CSV_HEADER = ['Email', 'Name', 'Status', 'Source', 'Created At', 'Confirmed At'];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first: OWASP's
 * CSV injection list). papaparse's own `escapeFormulae: true` tests `^[=+\-@\t\r].*$`, whose
 * `.` stops at a line break, so "=cmd\n…" would slip through; this one looks at the first
 * character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const date = (value: Date | null) => (value ? value.toISOString() : '');

/**
 * The export file: the header, then one line per row, every value quoted (papaparse), dates in
 * ISO 8601 (UTC), missing values empty, and any cell that starts like a formula prefixed with an
 * apostrophe so no spreadsheet runs it.
 */
export function subscribersCsv(
  rows: readonly Pick<
    Subscriber,
    'email' | 'name' | 'status' | 'source' | 'createdAt' | 'confirmedAt'
  >[],
): string {
  return Papa.unparse(
    {
      fields: CSV_HEADER,
      data: rows.map((row) => [
        row.email,
        row.name ?? '',
        row.status,
        row.source,
        date(row.createdAt),
        date(row.confirmedAt),
      ]),
    },
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** `subscribers-{status or all}-{YYYY-MM-DD}.csv` (the UTC date). */
export function subscribersCsvName(status: SubscriberStatus | 'all', now: Date): string {
  return `subscribers-${status}-${dayKey(now)}.csv`;
}
