import { describe, expect, it } from 'vitest';
import { isBackendError } from './errors.ts';
import {
  HOUR_MS,
  RATE_LIMIT_EXCEEDED,
  takeRateLimit,
  type RateLimitCounter,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit.ts';

const RULE: RateLimitRule = { scope: 'contact', limit: 2, networkLimit: 3, windowMs: HOUR_MS };
const NOW = new Date('2026-11-01T10:15:00Z');

/** Counters in memory, as the stores keep them: one per id and window. */
function memoryLimits() {
  const counts = new Map<string, number>();
  const seen: RateLimitCounter[] = [];
  const limits: RateLimitStore = {
    consume: async (counter, limit) => {
      seen.push(counter);
      const key = `${counter.id}-${counter.windowStart.getTime()}`;
      const count = counts.get(key) ?? 0;
      if (count >= limit) return false;
      counts.set(key, count + 1);
      return true;
    },
  };
  return { limits, counts, seen };
}

const attempt = (
  limits: RateLimitStore,
  ipKey: string,
  networkKey: string | null,
  onRejected?: () => Promise<void>,
) =>
  takeRateLimit(RULE, { limits, ipKey, networkKey, now: NOW, onRejected }).then(
    () => 'ok',
    (error: unknown) => (isBackendError(error, 'resource-exhausted') ? error.message : error),
  );

describe('takeRateLimit', () => {
  it('counts an address against its own limit, in windows aligned to the hour', async () => {
    const { limits, seen } = memoryLimits();
    expect(await attempt(limits, 'a', null)).toBe('ok');
    expect(await attempt(limits, 'a', null)).toBe('ok');
    expect(await attempt(limits, 'a', null)).toBe(RATE_LIMIT_EXCEEDED);
    expect(await attempt(limits, 'b', null)).toBe('ok');
    expect(seen[0]).toEqual({
      id: 'contact-a',
      scope: 'contact',
      ipKey: 'a',
      windowStart: new Date('2026-11-01T10:00:00Z'),
      expireAt: new Date('2026-11-01T11:00:00Z'),
    });
  });

  it('counts every address of a network against the wider limit as well', async () => {
    const { limits } = memoryLimits();
    const outcomes = [];
    for (const ipKey of ['a', 'b', 'c', 'd', 'e'])
      outcomes.push(await attempt(limits, ipKey, 'net'));
    expect(outcomes).toEqual(['ok', 'ok', 'ok', RATE_LIMIT_EXCEEDED, RATE_LIMIT_EXCEEDED]);
    // Another network is another bucket.
    expect(await attempt(limits, 'f', 'other-net')).toBe('ok');
  });

  it('takes no slot of the network for an address over its own limit', async () => {
    const { limits, counts } = memoryLimits();
    for (let i = 0; i < 5; i++) await attempt(limits, 'a', 'net');
    expect(counts.get(`contact-net-${new Date('2026-11-01T10:00:00Z').getTime()}`)).toBe(2);
    expect(await attempt(limits, 'b', 'net')).toBe('ok');
  });

  it('reports each refusal once, whichever limit refused it', async () => {
    const { limits } = memoryLimits();
    let rejected = 0;
    const onRejected = async () => void (rejected += 1);
    for (const ipKey of ['a', 'a', 'a', 'b', 'c']) await attempt(limits, ipKey, 'net', onRejected);
    expect(rejected).toBe(2);
  });
});
