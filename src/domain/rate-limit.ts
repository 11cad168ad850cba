import { BackendError } from './errors.ts';

/** An hour in milliseconds: the window of every per-IP limit. */
export const HOUR_MS = 60 * 60 * 1000;

/** What the server answers when an address has used up its window (the UI maps the text). */
export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded. Please try again in an hour.';

/**
 * A per-IP limit: at most `limit` attempts per `windowMs`, counted apart per `scope`; and at
 * most `networkLimit` from all the addresses of one network (an IPv6 /48: one customer holds
 * 65,536 /64s, so a limit per /64 alone never runs out for them).
 */
export interface RateLimitRule {
  scope: 'contact' | 'subscribe';
  limit: number;
  networkLimit: number;
  windowMs: number;
}

/** How much wider a network's limit is than one address's: a few households behind one /48. */
export const NETWORK_LIMIT_FACTOR = 4;

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
 * Counts one attempt of `ipKey` against `rule`, then of its network (`networkKey`, null for
 * none) against the wider limit; an attempt its own limit refuses takes nothing of the
 * network's. When either window is used up, awaits `onRejected` (e.g. to log it) and throws
 * 'resource-exhausted'. Resolves with the window's start, which security events are counted by.
 */
export async function takeRateLimit(
  rule: RateLimitRule,
  deps: {
    limits: RateLimitStore;
    ipKey: string;
    networkKey?: string | null;
    now: Date;
    onRejected?: (windowStart: Date) => Promise<void>;
  },
): Promise<Date> {
  const windowStart = windowStartOf(deps.now, rule.windowMs);
  const counter = (key: string): RateLimitCounter => ({
    id: `${rule.scope}-${key}`,
    scope: rule.scope,
    ipKey: key,
    windowStart,
    expireAt: new Date(windowStart.getTime() + rule.windowMs),
  });
  const allowed =
    (await deps.limits.consume(counter(deps.ipKey), rule.limit)) &&
    (!deps.networkKey || (await deps.limits.consume(counter(deps.networkKey), rule.networkLimit)));
  if (!allowed) {
    await deps.onRejected?.(windowStart);
    throw new BackendError('resource-exhausted', RATE_LIMIT_EXCEEDED);
  }
  return windowStart;
}
