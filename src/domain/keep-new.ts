/**
 * "Keep new dispatches on this device" (issue 29, on /offline): once a reader turns it on, the
 * service worker saves new essays and dispatches into the offline library in the background
 * (Periodic Background Sync where the browser offers it, else when the app is next opened),
 * within the library's own limits. This module is the setting as stored, what counts as new, and
 * what /offline says of it; pure, so the page, the worker and the tests share it.
 */
import type { ContentKind } from './types.ts';

export { KEEP_NEW_HINT, LIBRARY_REFRESHED, REFRESH_LIBRARY } from './keep-new-launch.ts';

export const KEEP_NEW_LABEL = 'Keep new dispatches on this device';

/** The Periodic Background Sync tag the worker is woken with. */
export const KEEP_NEW_SYNC_TAG = 'edge-keep-new';

/** How often the browser is asked to wake the worker for it (it decides; Chrome: daily or so). */
export const KEEP_NEW_INTERVAL_MS = 12 * 60 * 60 * 1000;

/**
 * The first refresh after turning it on keeps what was published this long before: this week's
 * dispatch is there at once. Pieces older than that are "Save everything"'s.
 */
export const FIRST_REFRESH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many pieces per refresh, the newest: a flood never fills the library alone. */
export const MAX_NEW_PER_REFRESH = 10;

/** The setting as the device keeps it (IndexedDB, read by the page and the worker). */
export interface KeepNewSetting {
  on: boolean;
  /** When it was last turned on: the first refresh looks back from here. */
  since: Date;
  /** Whether the browser wakes the worker for it (Periodic Background Sync registered). */
  background: boolean;
  /** When the worker last read what is published, or null before its first refresh. */
  lastRefreshedAt: Date | null;
  /** How many pieces that refresh saved. */
  lastSaved: number;
  /** The keys (`kind:slug`) of what earlier refreshes saw published: never new again. */
  known: string[];
}

/** A published essay or dispatch, as the worker finds it listed. */
export interface PublishedRef {
  /** `kind:slug`, as the offline library keys pieces. */
  key: string;
  kind: Extract<ContentKind, 'essay' | 'dispatch'>;
  /** Its address on this site. */
  path: string;
  published: Date;
}

/** A newly turned-on setting (`background`: the browser agreed to wake the worker). */
export function turnedOn(now: Date, background: boolean): KeepNewSetting {
  return { on: true, since: now, background, lastRefreshedAt: null, lastSaved: 0, known: [] };
}

/**
 * What a refresh saves: published pieces it has not seen before (nor on the device already),
 * on the first refresh only those published within the window before it was turned on; the
 * newest MAX_NEW_PER_REFRESH, returned oldest first so that the newest is saved last, as the
 * most recent (the library's eviction lets the least recently read go first).
 */
export function piecesToKeep(
  published: readonly PublishedRef[],
  setting: Pick<KeepNewSetting, 'since' | 'known'>,
  onDevice: ReadonlySet<string>,
): PublishedRef[] {
  const known = new Set(setting.known);
  const from = setting.since.getTime() - FIRST_REFRESH_WINDOW_MS;
  return published
    .filter((p) => !known.has(p.key) && !onDevice.has(p.key) && p.published.getTime() >= from)
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, MAX_NEW_PER_REFRESH)
    .reverse();
}

/**
 * What the setting knows after a refresh that listed `published` and could not save `failed`
 * (those are tried again next time): every other listed key, so none is saved twice, not even
 * one the reader has since removed.
 */
export function afterRefresh(
  setting: KeepNewSetting,
  {
    published,
    failed,
    saved,
    at,
  }: { published: readonly PublishedRef[]; failed: ReadonlySet<string>; saved: number; at: Date },
): KeepNewSetting {
  const known = new Set(setting.known);
  for (const p of published) if (!failed.has(p.key)) known.add(p.key);
  return { ...setting, known: [...known], lastRefreshedAt: at, lastSaved: saved };
}

const isDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** Reads the stored setting; anything else (nothing stored, an older shape) is null: off. */
export function parseKeepNew(value: unknown): KeepNewSetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.on !== 'boolean' || typeof v.background !== 'boolean' || !isDate(v.since))
    return null;
  if (v.lastRefreshedAt !== null && !isDate(v.lastRefreshedAt)) return null;
  if (typeof v.lastSaved !== 'number') return null;
  if (!Array.isArray(v.known) || !v.known.every((k) => typeof k === 'string')) return null;
  return value as KeepNewSetting;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "Last refreshed 2 hours ago.", "Last refreshed yesterday.", "Not refreshed yet." */
export function lastRefreshedLine(at: Date | null, now: Date): string {
  if (!at) return 'Not refreshed yet: it will be once this device is online.';
  const ago = Math.max(0, now.getTime() - at.getTime());
  const [unit, size] = UNITS.find(([, size]) => ago >= size) ?? ['minute', 0];
  if (size === 0) return 'Last refreshed just now.';
  const when = new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(
    -Math.floor(ago / size),
    unit,
  );
  return `Last refreshed ${when}.`;
}
