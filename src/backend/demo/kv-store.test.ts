import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createIdbKeyValueStore,
  createMemoryKeyValueStore,
  type KeyValueStore,
} from './kv-store.ts';

// The demo's saves change several collections at once (a piece and its kept versions): all or
// nothing, and a refusal reaches the caller as the refusal it is.
describe.each([
  ['IndexedDB', () => createIdbKeyValueStore(`kv-${Math.random()}`, 'collections')],
  ['memory', () => createMemoryKeyValueStore()],
])('updateMany on %s', (_name, make: () => KeyValueStore) => {
  it('reads and writes several keys in one step', async () => {
    const kv = make();
    await kv.replaceAll([
      ['a', [1]],
      ['b', [2]],
    ]);
    await kv.updateMany(['a', 'b', 'c'], ([a, b, c]) => [
      [...(a as number[]), 10],
      [...(b as number[]), 20],
      c ?? ['new'],
    ]);
    expect([await kv.get('a'), await kv.get('b'), await kv.get('c')]).toEqual([
      [1, 10],
      [2, 20],
      ['new'],
    ]);
  });

  it('writes nothing when the change throws, and rejects with its error', async () => {
    const kv = make();
    await kv.replaceAll([['a', [1]]]);
    const refusal = new Error('Someone else saved this');
    await expect(
      kv.updateMany(['a'], () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await kv.get('a')).toEqual([1]);
  });
});
