// Scheduled times as the editor sees and types them: in their own time zone, always named.
import { localTime } from '../../../domain/cms/form-schemas.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local field's value in this device's time zone ('2026-11-01T09:00'). */
export function toLocalInput(date: Date | null): string {
  if (!date) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local field's value as a moment (null when it is not one). */
export function fromLocalInput(value: string): Date | null {
  const time = localTime(value);
  return time === null ? null : new Date(time);
}

/** The device's time zone, as the editor knows it: 'Europe/London (GMT+1)'. */
export function timeZoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone} (${shortZone(at)})`;
}

const ZONE = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });
const SCHEDULED = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The zone's short name at a moment ('GMT+1', 'EST'): summer time changes it. */
function shortZone(at: Date): string {
  return ZONE.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A scheduled moment with its zone: 'Sun, Nov 1, 2026, 9:00 AM GMT+1'. */
export function formatScheduled(at: Date): string {
  return SCHEDULED.format(at);
}
