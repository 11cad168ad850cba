/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD: the key of daily rollups and export file names. */
export function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The instant `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The `count` UTC days ending with the day of `now`, oldest first (YYYY-MM-DD). */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    dayKey(new Date(today - (count - 1 - i) * DAY_MS)),
  );
}
