import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Cache API in memory, as the page and the worker share it. */
function memoryCaches() {
  const entries = new Map<string, string>();
  const cache = {
    match: async (url: string) => (entries.has(url) ? new Response(entries.get(url)) : undefined),
    put: async (url: string, response: Response) => void entries.set(url, await response.text()),
  };
  return { open: async () => cache, entries };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('caches', memoryCaches());
});
afterEach(() => vi.unstubAllGlobals());

describe("the worker's copy of this device's free views", () => {
  it('is nothing until the page notes it, then what it noted, change by change', async () => {
    const { readDeviceAccess, writeDeviceAccess } = await import('./device-access.ts');
    expect(await readDeviceAccess()).toBeNull();
    await writeDeviceAccess({ viewed: ['a', 'b'] });
    await writeDeviceAccess({ unlimited: true });
    expect(await readDeviceAccess()).toEqual({ viewed: ['a', 'b'], unlimited: true });
  });

  it('loses no change written at once, one after another', async () => {
    const { readDeviceAccess, writeDeviceAccess } = await import('./device-access.ts');
    await Promise.all([
      writeDeviceAccess({ viewed: ['a'] }),
      writeDeviceAccess({ unlimited: true }),
    ]);
    expect(await readDeviceAccess()).toEqual({ viewed: ['a'], unlimited: true });
  });
});
