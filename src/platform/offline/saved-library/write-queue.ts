/**
 * Runs tasks one at a time, each after the ones before it, so a save and an eviction never
 * interleave. A failed task is logged and resolves to its fallback: reading must never break
 * because the device would not store something. Without IndexedDB (some private modes,
 * server-side tests) every task resolves to its fallback at once.
 */
export function writeQueue(): <T>(task: () => Promise<T>, fallback: T) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (task, fallback) => {
    if (typeof indexedDB === 'undefined') return Promise.resolve(fallback);
    const run = queue.then(task).catch((error: unknown) => {
      console.error('Offline library:', error);
      return fallback;
    });
    queue = run;
    return run;
  };
}
