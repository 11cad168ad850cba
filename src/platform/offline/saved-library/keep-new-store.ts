import { createStore, get, set, update, type UseStore } from 'idb-keyval';
import { parseKeepNew, type KeepNewSetting } from '../../../domain/keep-new.ts';

/**
 * Where "Keep new dispatches on this device" is kept: IndexedDB, which the page (the switch on
 * /offline) and the service worker (the refresh) both read. One record; its own database, as
 * idb-keyval keeps one object store per database.
 */
export interface KeepNewStore {
  /** The setting, or null when it was never turned on (or is unreadable): off. */
  read(): Promise<KeepNewSetting | null>;
  write(setting: KeepNewSetting): Promise<void>;
  /** Changes the stored setting in one transaction (nothing happens when there is none). */
  change(edit: (setting: KeepNewSetting) => KeepNewSetting): Promise<void>;
}

const KEY = 'keep-new';

/** The setting in database `dbName` (opened on first use). */
export function keepNewStore(dbName = 'edge-keep-new'): KeepNewStore {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'setting'));
  return {
    read: async () => parseKeepNew(await get(KEY, store())),
    write: (setting) => set(KEY, setting, store()),
    change: (edit) =>
      update(
        KEY,
        (value: unknown) => {
          const setting = parseKeepNew(value);
          return setting ? edit(setting) : value;
        },
        store(),
      ),
  };
}
