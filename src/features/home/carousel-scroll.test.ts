// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_MS, timeSlideScrolls } from './carousel-scroll.ts';

let track: HTMLElement;
let untime: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  track = document.createElement('div');
  track.style.scrollSnapType = 'x mandatory';
  untime = timeSlideScrolls(track);
});

afterEach(() => {
  untime?.();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('timeSlideScrolls', () => {
  it('moves the track a slide in 300 ms, easing, with snapping paused on the way', () => {
    track.scrollTo({ left: 600, behavior: 'smooth' });
    vi.advanceTimersByTime(SLIDE_MS / 2);
    expect(track.scrollLeft).toBeGreaterThan(0);
    expect(track.scrollLeft).toBeLessThan(600);
    expect(track.style.scrollSnapType).toBe('none');
    vi.advanceTimersByTime(SLIDE_MS / 2 + 20);
    expect(track.scrollLeft).toBe(600);
    expect(track.style.scrollSnapType).toBe('x mandatory');
  });

  it('takes the same 300 ms for a longer way (wrapping from the last slide to the first)', () => {
    track.scrollLeft = 2400;
    track.scrollTo({ left: 0, behavior: 'smooth' });
    vi.advanceTimersByTime(SLIDE_MS + 20);
    expect(track.scrollLeft).toBe(0);
  });

  it('jumps at once with reduced motion, and for an instant scroll', () => {
    track.scrollTo({ left: 1200, behavior: 'instant' });
    expect(track.scrollLeft).toBe(1200);
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia;
    track.scrollTo({ left: 600, behavior: 'smooth' });
    expect(track.scrollLeft).toBe(600);
  });
});
