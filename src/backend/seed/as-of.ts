import { DAY_MS, dayKey } from '../../domain/calendar.ts';
import type { Dispatch, Essay, Prompt, Subscriber } from '../../domain/types.ts';
import { seedDispatches } from './dispatches.ts';
import { seedEssays } from './essays.ts';
import { seedPrompts } from './prompts.ts';
import { seedSubscribers } from './subscribers.ts';
import { seedTraffic, type SeedTraffic } from './traffic.ts';

/**
 * The day the seed's files are written as of: its newest dispatch is two days old then, and
 * nothing in it is later. A demo started on another day moves every date by the days between.
 */
export const SEED_DAY = '2026-10-28';

/** The whole days from SEED_DAY to the UTC day of `day`. */
export function seedShiftDays(day: Date): number {
  return Math.round((Date.parse(`${dayKey(day)}T00:00:00.000Z`) - Date.parse(SEED_DAY)) / DAY_MS);
}

/** The seed as a demo started on `day` has it. */
export interface DatedSeed {
  essays: Essay[];
  dispatches: Dispatch[];
  prompts: Prompt[];
  subscribers: Subscriber[];
  /** The account's creation date, as the seed's oldest. */
  accountsCreatedAt: Date;
  /** The month of visits and shares before `day`. */
  traffic: SeedTraffic;
}

const ACCOUNTS_CREATED_AT = new Date('2026-04-01T08:00:00.000Z');

/**
 * The seed with its dates moved to `day` (default: as written): the newest dispatch two days
 * old, the rest as far before it as the files say, and a month of traffic up to that day, so
 * every screen of the demo has something recent to show whatever the date.
 */
export function seedAsOf(day: Date = new Date(`${SEED_DAY}T12:00:00.000Z`)): DatedSeed {
  const by = seedShiftDays(day) * DAY_MS;
  const move = (date: Date) => new Date(date.getTime() + by);
  const moveOrNull = (date: Date | null) => (date ? move(date) : null);
  const longform = <T extends Essay | Dispatch>(piece: T): T => ({
    ...piece,
    publishedAt: moveOrNull(piece.publishedAt),
    createdAt: move(piece.createdAt),
    updatedAt: move(piece.updatedAt),
  });
  return {
    essays: seedEssays.map(longform),
    dispatches: seedDispatches.map(longform),
    prompts: seedPrompts.map((p) => ({
      ...p,
      createdAt: move(p.createdAt),
      updatedAt: move(p.updatedAt),
    })),
    subscribers: seedSubscribers.map((s) => ({
      ...s,
      createdAt: move(s.createdAt),
      confirmedAt: moveOrNull(s.confirmedAt),
      unsubscribedAt: moveOrNull(s.unsubscribedAt),
    })),
    accountsCreatedAt: move(ACCOUNTS_CREATED_AT),
    traffic: seedTraffic(day),
  };
}
