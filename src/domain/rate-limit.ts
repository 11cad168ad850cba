import { BackendError } from './errors.ts';

/** An hour in milliseconds: the window of every per-IP limit. */
export const HOUR_MS = 60 * 60 * 1000;

/** What the server answers when an address has used up its window (the UI maps the text). */
export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded. Please try again in an hour.';

/** A per-IP limit: at most `limit` attempts per `windowMs`, counted apart per `scope`. */
export interface RateLimitRule {
  scope: 'contact' | 'subscribe';
  limit: number;
  windowMs: number;
}

/** One address's counter in one scope; the store keeps one per `id`, reset each window. */
export interface RateLimitCounter {
  id: string;
  scope: RateLimitRule['scope'];
  ipKey: string;
  windowStart: Date;
  /** When the counter is useless (its window is over): the TTL field of the stored document. */
  expireAt: Date;
}

/** The storage a per-IP limit needs; each backend implements it. */
export interface RateLimitStore {
  /**
   * Atomically counts one attempt on `counter` (starting over when its stored window is an
   * older one); resolves false, counting nothing, when the window already holds `limit`.
   */
  consume(counter: RateLimitCounter, limit: number): Promise<boolean>;
}

/** The start of the window `now` falls in: windows are aligned, so an hour never spans a day. */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one attempt of `ipKey` against `rule`; when the window is used up, awaits
 * `onRejected` (e.g. to log it) and throws 'resource-exhausted'. Resolves with the window's
 * start, which security events are counted by.
 */
export async function takeRateLimit(
  rule: RateLimitRule,
  deps: {
    limits: RateLimitStore;
    ipKey: string;
    now: Date;
    onRejected?: (windowStart: Date) => Promise<void>;
  },
): Promise<Date> {
  const windowStart = windowStartOf(deps.now, rule.windowMs);
  const counter: RateLimitCounter = {
    id: `${rule.scope}-${deps.ipKey}`,
    scope: rule.scope,
    ipKey: deps.ipKey,
    windowStart,
    expireAt: new Date(windowStart.getTime() + rule.windowMs),
  };
  if (!(await deps.limits.consume(counter, rule.limit))) {
    await deps.onRejected?.(windowStart);
    throw new BackendError('resource-exhausted', RATE_LIMIT_EXCEEDED);
  }
  return windowStart;
}
