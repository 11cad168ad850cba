// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle.ts';
import { SETTLE_MS } from './page-settled.ts';

let lifecycle = createLifecycle();

/** A page's lifecycle, fresh: its settling starts when first asked for. */
function freshSettled() {
  lifecycle = createLifecycle();
  let resolved = false;
  void lifecycle.settled().then(() => (resolved = true));
  return { SETTLE_MS, resolved: async () => (await Promise.resolve(), resolved) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  lifecycle.dispose();
  vi.useRealTimers();
});

describe("a lifecycle's settled()", () => {
  it('waits SETTLE_MS after the load, then for the browser to be idle', async () => {
    const { SETTLE_MS, resolved } = freshSettled();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(await resolved()).toBe(false);
    vi.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: settled at once after the wait.
    expect(await resolved()).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])(
    'settles when the reader acts (%s), once the frame that answers them is drawn',
    async (type) => {
      const { resolved } = freshSettled();
      window.dispatchEvent(new Event(type));
      // Not within the event: what waits for the settling would delay the answer to the tap.
      expect(await resolved()).toBe(false);
      vi.advanceTimersToNextFrame();
      expect(await resolved()).toBe(false);
      // Then a task (the fake clock's shortest is a millisecond).
      vi.advanceTimersByTime(1);
      expect(await resolved()).toBe(true);
    },
  );

  it('settles at once when the tab is left, so a piece read briefly is still kept', async () => {
    const { resolved } = freshSettled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await resolved()).toBe(true);
    vi.restoreAllMocks();
  });
});

describe("a lifecycle's settled()", () => {
  it('is one promise per page, and a disposed page hears the reader no more', () => {
    const { resolved } = freshSettled();
    expect(lifecycle.settled()).toBe(lifecycle.settled());
    lifecycle.dispose();
    window.dispatchEvent(new Event('scroll'));
    return expect(resolved()).resolves.toBe(false);
  });
});
