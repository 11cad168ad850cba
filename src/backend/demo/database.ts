import type { KeyValueStore } from './kv-store.ts';
import { COLLECTION_NAMES, DEMO_DATA_VERSION, META_KEY } from './records.ts';
import type { CollectionName, DemoCollections } from './records.ts';
import { buildSeedEntries } from './seed-state.ts';

/** Collections on top of a KeyValueStore, seeded on first use. Reads return fresh copies. */
export interface DemoDatabase {
  /** Every document of a collection (copies). */
  list<K extends CollectionName>(name: K): Promise<DemoCollections[K][]>;
  /**
   * Changes a collection atomically: `change` edits the array in place (it may be called with
   * a copy that is thrown away if it throws) and its result is returned.
   */
  mutate<K extends CollectionName, R>(
    name: K,
    change: (docs: DemoCollections[K][]) => R,
  ): Promise<R>;
  /**
   * Changes several collections atomically: `change` gets each named collection's documents
   * (`docs(name)`) to edit in place; if it throws, nothing is written.
   */
  transact<R>(names: readonly CollectionName[], change: (tx: DemoTransaction) => R): Promise<R>;
  /** Restores the seed exactly. */
  reset(): Promise<void>;
  /** Every collection, for debugging. */
  dumpAll(): Promise<Record<CollectionName, unknown[]>>;
}

/** The collections a `transact` call may change. */
export interface DemoTransaction {
  docs<K extends CollectionName>(name: K): DemoCollections[K][];
}

/**
 * A DemoDatabase over the given store. `startDay` says which day the demo starts on when it is
 * seeded (or reset): the seed's dates move to it (seed/as-of.ts). Without it, the seed's dates
 * stay as written, as tests want them.
 */
export function createDemoDatabase(kv: KeyValueStore, startDay?: () => Date): DemoDatabase {
  const seedEntries = () => buildSeedEntries(startDay?.());
  let ready: Promise<void> | undefined;

  const ensureSeeded = (): Promise<void> => {
    ready ??= (async () => {
      const meta = await kv.get<{ version?: number }>(META_KEY);
      if (meta?.version !== DEMO_DATA_VERSION) await kv.replaceAll(await seedEntries());
    })().catch((error: unknown) => {
      ready = undefined; // let the next call try again
      throw error;
    });
    return ready;
  };

  const list = async <K extends CollectionName>(name: K): Promise<DemoCollections[K][]> => {
    await ensureSeeded();
    return (await kv.get<DemoCollections[K][]>(name)) ?? [];
  };

  return {
    list,
    async mutate(name, change) {
      await ensureSeeded();
      let result: ReturnType<typeof change> | undefined;
      await kv.update<DemoCollections[typeof name][]>(name, (docs) => {
        const next = docs ?? [];
        result = change(next);
        return next;
      });
      return result as ReturnType<typeof change>;
    },
    async transact(names, change) {
      await ensureSeeded();
      let result: ReturnType<typeof change> | undefined;
      await kv.updateMany(names, (old) => {
        const arrays = old.map((docs) => (Array.isArray(docs) ? docs : []));
        result = change({
          docs: <K extends CollectionName>(name: K) => {
            const at = names.indexOf(name);
            if (at < 0) throw new Error(`'${name}' is not part of this transaction`);
            return arrays[at] as DemoCollections[K][];
          },
        });
        return arrays;
      });
      return result as ReturnType<typeof change>;
    },
    async reset() {
      const entries = await seedEntries();
      await kv.replaceAll(entries);
      ready = Promise.resolve();
    },
    async dumpAll() {
      const all = await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await list(name)]));
      return Object.fromEntries(all) as Record<CollectionName, unknown[]>;
    },
  };
}
