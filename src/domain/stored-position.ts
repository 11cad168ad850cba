// What a stored reading position may be: apart from reading-position.ts, which an essay's page
// runs as it loads, because only the store of positions reads them back, and it loads later.

/** A stored position, as read back: a number from 0 to 1, else null. */
export function parseProgress(value: unknown): number | null {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : null;
}
