// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollWhenSettled } from './scroll-when-settled.ts';

let resized: () => void = () => {};
let height = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  height = 1000;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = () => {};
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page grows by `px` (a list above the target filled in), and a frame passes. */
function grow(px: number) {
  height += px;
  resized();
  vi.advanceTimersToNextFrame();
}

describe('scrollWhenSettled', () => {
  it('scrolls after the first paint and again each time the page grows', () => {
    const scroll = vi.fn();
    scrollWhenSettled(scroll);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(scroll).toHaveBeenCalledTimes(1);
    grow(600);
    expect(scroll).toHaveBeenCalledTimes(2);
    resized(); // a resize that leaves the height alone
    vi.advanceTimersToNextFrame();
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('stops following once the visitor scrolls on their own', () => {
    const scroll = vi.fn();
    scrollWhenSettled(scroll);
    vi.advanceTimersToNextFrame();
    window.dispatchEvent(new Event('wheel'));
    grow(600);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('stops following after a few seconds, and on cleanup', () => {
    const scroll = vi.fn();
    scrollWhenSettled(scroll);
    vi.advanceTimersByTime(3000);
    grow(600);
    expect(scroll).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    scrollWhenSettled(other)();
    vi.advanceTimersToNextFrame();
    expect(other).not.toHaveBeenCalled();
  });
});
