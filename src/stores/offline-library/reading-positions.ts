import { createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { parseProgress } from '../../domain/stored-position.ts';

/**
 * How far the reader got in each essay and dispatch (0 to 1), kept in IndexedDB beside the
 * offline library under the piece's library key (`kind:slug`), online or offline. Never sent
 * anywhere. Every failure is logged and read as "no position".
 */
export interface ReadingPositions {
  get(key: string): Promise<number | null>;
  set(key: string, progress: number): Promise<void>;
  forget(keys: string[]): Promise<void>;
}

/** Positions kept at most; past it the ones written longest ago go. */
export const MAX_POSITIONS = 500;

interface Stored {
  progress: number;
  at: Date;
}

/** The positions of database `dbName` (opened on first use). */
export function createReadingPositions(
  dbName = 'edge-reading-positions',
  now: () => Date = () => new Date(),
): ReadingPositions {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'positions'));
  const available = () => typeof indexedDB !== 'undefined';

  async function trim(): Promise<void> {
    const all = await entries<IDBValidKey, Stored>(store());
    if (all.length <= MAX_POSITIONS) return;
    const oldest = all
      .sort(([, a], [, b]) => (a?.at?.getTime?.() ?? 0) - (b?.at?.getTime?.() ?? 0))
      .slice(0, all.length - MAX_POSITIONS)
      .map(([key]) => key);
    await delMany(oldest, store());
  }

  return {
    async get(key) {
      if (!available()) return null;
      try {
        const stored = await get<unknown>(key, store());
        return typeof stored === 'object' && stored !== null
          ? parseProgress((stored as Partial<Stored>).progress)
          : null;
      } catch (error) {
        console.error('Reading positions:', error);
        return null;
      }
    },
    async set(key, progress) {
      if (!available() || parseProgress(progress) === null) return;
      try {
        await set(key, { progress, at: now() } satisfies Stored, store());
        await trim();
      } catch (error) {
        console.error('Reading positions:', error);
      }
    },
    async forget(keys) {
      if (!available() || keys.length === 0) return;
      try {
        await delMany(keys, store());
      } catch (error) {
        console.error('Reading positions:', error);
      }
    },
  };
}

/** This device's reading positions. */
export const readingPositions = createReadingPositions();
