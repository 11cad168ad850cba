import { createStore, get, promisifyRequest, update, type UseStore } from 'idb-keyval';

/**
 * The little storage the demo backend needs. In the browser it is one IndexedDB object store
 * (through idb-keyval); unit tests use the in-memory one, which clones like IndexedDB does.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  /** Reads, changes and writes one key atomically (one readwrite transaction in IndexedDB). */
  update<T>(key: string, updater: (old: T | undefined) => T): Promise<void>;
  /**
   * Reads, changes and writes several keys atomically (one readwrite transaction): `updater`
   * gets their values in the order of `keys` and returns the new ones in the same order.
   */
  updateMany(keys: readonly string[], updater: (old: unknown[]) => unknown[]): Promise<void>;
  /** Replaces everything in the store with `entries`, atomically. */
  replaceAll(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
}

/** A KeyValueStore on an IndexedDB database/object store, opened on first use. */
export function createIdbKeyValueStore(dbName: string, storeName: string): KeyValueStore {
  // createStore opens the database at once; deferring it keeps imports free of side effects.
  let store: UseStore | undefined;
  const openStore = (): UseStore => (store ??= createStore(dbName, storeName));
  return {
    get: <T>(key: string) => get<T>(key, openStore()),
    update: <T>(key: string, updater: (old: T | undefined) => T) =>
      update<T>(key, updater, openStore()),
    updateMany: (keys, updater) =>
      openStore()(
        'readwrite',
        (objectStore) =>
          new Promise<void>((resolve, reject) => {
            // Callbacks, not promises: the transaction must not see an idle moment between the
            // reads and the writes, or IndexedDB commits it early (as idb-keyval's update does).
            // An updater that throws aborts the transaction, and its error is the answer.
            const transaction = objectStore.transaction;
            let refusal: { error: unknown } | null = null;
            transaction.oncomplete = () => resolve();
            transaction.onabort = transaction.onerror = () =>
              reject(refusal ? refusal.error : transaction.error);
            const values: unknown[] = [];
            let pending = keys.length;
            const write = () => {
              try {
                const next = updater(values);
                keys.forEach((key, i) => objectStore.put(next[i], key));
              } catch (error) {
                refusal = { error };
                transaction.abort();
              }
            };
            keys.forEach((key, i) => {
              objectStore.get(key).onsuccess = function () {
                values[i] = this.result;
                pending -= 1;
                if (pending === 0) write();
              };
            });
            if (keys.length === 0) write();
          }),
      ),
    replaceAll: (entries) =>
      openStore()('readwrite', (objectStore) => {
        objectStore.clear();
        for (const [key, value] of entries) objectStore.put(value, key);
        return promisifyRequest(objectStore.transaction);
      }),
  };
}

/** An in-memory KeyValueStore for tests; values are structured-cloned in and out. */
export function createMemoryKeyValueStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    update: async <T>(key: string, updater: (old: T | undefined) => T) => {
      map.set(key, structuredClone(updater(structuredClone(map.get(key)) as T | undefined)));
    },
    updateMany: async (keys, updater) => {
      const next = updater(keys.map((key) => structuredClone(map.get(key))));
      keys.forEach((key, i) => map.set(key, structuredClone(next[i])));
    },
    replaceAll: async (entries) => {
      map.clear();
      for (const [key, value] of entries) map.set(key, structuredClone(value));
    },
  };
}
