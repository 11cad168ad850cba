// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshSettled() {
  vi.resetModules();
  const { pageSettled, SETTLE_MS } = await import('./page-settled.ts');
  let resolved = false;
  void pageSettled().then(() => (resolved = true));
  return { SETTLE_MS, resolved: async () => (await Promise.resolve(), resolved) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pageSettled', () => {
  it('waits SETTLE_MS after the load, then for the browser to be idle', async () => {
    const { SETTLE_MS, resolved } = await freshSettled();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(await resolved()).toBe(false);
    vi.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: settled at once after the wait.
    expect(await resolved()).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])(
    'settles at once when the reader acts (%s)',
    async (type) => {
      const { resolved } = await freshSettled();
      window.dispatchEvent(new Event(type));
      expect(await resolved()).toBe(true);
    },
  );

  it('settles at once when the tab is left, so a piece read briefly is still kept', async () => {
    const { resolved } = await freshSettled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await resolved()).toBe(true);
    vi.restoreAllMocks();
  });
});
