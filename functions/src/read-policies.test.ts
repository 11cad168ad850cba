import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/domain/errors.ts';
import { cachedReads, readsUntil } from './read-policies.ts';

/** A port of two reads that counts its calls; `fail` makes the next call reject. */
function counted() {
  const calls: string[] = [];
  let fail = false;
  const reads = {
    get: async (slug: string) => {
      calls.push(slug);
      if (fail) {
        fail = false;
        throw new Error('unavailable');
      }
      return { slug };
    },
    list: async () => {
      calls.push('list');
      return [1, 2];
    },
  };
  return { reads, calls, failNext: () => (fail = true) };
}

describe('cachedReads', () => {
  it('answers a repeated call from memory until it expires, each call by its arguments', async () => {
    let now = 0;
    const { reads, calls } = counted();
    const cached = cachedReads(reads, { ttlMs: 5000, now: () => now });
    expect(await cached.get('a')).toEqual({ slug: 'a' });
    await cached.get('a');
    await cached.get('b');
    await cached.list();
    now = 4999;
    await cached.get('a');
    expect(calls).toEqual(['a', 'b', 'list']);
    now = 5000;
    await cached.get('a');
    expect(calls).toEqual(['a', 'b', 'list', 'a']);
  });

  it('shares one read between concurrent calls', async () => {
    const { reads, calls } = counted();
    const cached = cachedReads(reads, { ttlMs: 5000 });
    await Promise.all([cached.get('a'), cached.get('a'), cached.get('a')]);
    expect(calls).toEqual(['a']);
  });

  it('forgets a failed read at once: the next call reads again', async () => {
    const { reads, calls, failNext } = counted();
    const cached = cachedReads(reads, { ttlMs: 5000 });
    failNext();
    await expect(cached.get('a')).rejects.toThrow('unavailable');
    expect(await cached.get('a')).toEqual({ slug: 'a' });
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { reads, calls } = counted();
    const cached = cachedReads(reads, { ttlMs: 5000, maxEntries: 2 });
    for (const slug of ['a', 'b', 'c', 'c', 'b', 'a']) await cached.get(slug);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('readsUntil', () => {
  it('passes on answers in time and refuses, as unavailable, one still pending at the deadline', async () => {
    const reads = {
      fast: async () => 'done',
      never: () => new Promise<string>(() => {}),
    };
    const bounded = readsUntil(reads, Date.now() + 50);
    expect(await bounded.fast()).toBe('done');
    const late = await bounded.never().catch((error: unknown) => error);
    expect(late).toBeInstanceOf(BackendError);
    expect(late).toMatchObject({ code: 'unavailable', message: 'Reading never took too long.' });
  });
});
