import { BackendError } from '../../src/domain/errors.ts';

// Two wrappers renderPage puts around its reading port (domain/content-api.ts), each method for
// method, so any read added to the port gets them too: a short in-memory cache per instance,
// and a deadline per request.

/** An object of async methods, as the reading port is. */
type Reads = Record<string, (...args: never[]) => Promise<unknown>>;

/** Each method of `reads` wrapped by `wrap(name, call)`. */
function eachRead<T extends object>(
  reads: T,
  wrap: (name: string, call: (...args: unknown[]) => Promise<unknown>) => unknown,
): T {
  return Object.fromEntries(
    Object.entries(reads as Reads).map(([name, method]) => [
      name,
      wrap(name, (...args) => method.apply(reads, args as never[])),
    ]),
  ) as T;
}

interface Cached {
  expires: number;
  value: Promise<unknown>;
}

/**
 * `reads` answering a repeated call from memory for `ttlMs`: a burst of requests for a page reads
 * it once, and concurrent identical calls share one read. A failed read is forgotten at once
 * (the next request tries again). At most `maxEntries` answers are kept, the oldest dropped
 * first, so addresses made up by the thousand cannot fill the instance's memory.
 */
export function cachedReads<T extends object>(
  reads: T,
  {
    ttlMs,
    maxEntries = 500,
    now = Date.now,
  }: { ttlMs: number; maxEntries?: number; now?: () => number },
): T {
  const cache = new Map<string, Cached>();
  return eachRead(reads, (name, call) => (...args: unknown[]) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    cache.delete(key);
    const value = call(...args);
    cache.set(key, { expires: now() + ttlMs, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return value;
  });
}

/**
 * `reads` refusing, with `BackendError('unavailable')`, any call still unanswered when `deadline`
 * (epoch ms, one per request) passes: a page whose reads are slow is answered "try again" in
 * seconds, not after the function's whole timeout.
 */
export function readsUntil<T extends object>(reads: T, deadline: number, now = Date.now): T {
  return eachRead(reads, (name, call) => (...args: unknown[]) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new BackendError('unavailable', `Reading ${name} took too long.`)),
        Math.max(0, deadline - now()),
      );
    });
    return Promise.race([call(...args), late]).finally(() => clearTimeout(timer));
  });
}
