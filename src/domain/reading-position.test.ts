import { describe, expect, it } from 'vitest';
import {
  isLongPiece,
  isTrackable,
  offersResume,
  readingProgress,
  scrollTopFor,
  type ArticleLayout,
} from './reading-position.ts';
import { parseProgress } from './stored-position.ts';

const layout: ArticleLayout = { top: 200, height: 3000, viewport: 800 };

describe('readingProgress', () => {
  it('is 0 at the top of the piece, 1 once its end is in view, and in between as it scrolls', () => {
    expect(readingProgress(0, layout)).toBe(0);
    expect(readingProgress(200, layout)).toBe(0);
    expect(readingProgress(200 + 1100, layout)).toBe(0.5);
    expect(readingProgress(200 + 2200, layout)).toBe(1);
    expect(readingProgress(9000, layout)).toBe(1);
  });

  it('is 0 or 1 for a piece shorter than the window: in view or not', () => {
    const short = { top: 200, height: 500, viewport: 800 };
    expect(readingProgress(0, short)).toBe(1);
    expect(readingProgress(0, { ...short, top: 400 })).toBe(0);
  });
});

describe('scrollTopFor', () => {
  it('finds the scroll position of a progress, whatever the text size did to the height', () => {
    expect(scrollTopFor(0.5, layout)).toBe(1300);
    expect(readingProgress(scrollTopFor(0.37, layout), layout)).toBeCloseTo(0.37);
    const larger = { ...layout, height: 4500 };
    expect(readingProgress(scrollTopFor(0.37, larger), larger)).toBeCloseTo(0.37);
    expect(scrollTopFor(2, layout)).toBe(2400);
  });
});

describe('offersResume', () => {
  it('offers to continue from 5% to 95% of the way through, not at the start or the end', () => {
    expect(offersResume(null)).toBe(false);
    expect(offersResume(0.04)).toBe(false);
    expect(offersResume(0.05)).toBe(true);
    expect(offersResume(0.5)).toBe(true);
    expect(offersResume(0.95)).toBe(true);
    expect(offersResume(0.96)).toBe(false);
  });
});

describe('piece length', () => {
  it('tracks a piece taller than the window, and shows the bar from two windows tall', () => {
    expect(isTrackable({ top: 0, height: 800, viewport: 800 })).toBe(false);
    expect(isTrackable({ top: 0, height: 801, viewport: 800 })).toBe(true);
    expect(isLongPiece({ top: 0, height: 1599, viewport: 800 })).toBe(false);
    expect(isLongPiece({ top: 0, height: 1600, viewport: 800 })).toBe(true);
  });
});

describe('parseProgress', () => {
  it('reads back a number from 0 to 1, and nothing else', () => {
    expect(parseProgress(0.3)).toBe(0.3);
    expect(parseProgress(0)).toBe(0);
    for (const bad of [-0.1, 1.2, Number.NaN, '0.3', null, undefined, {}]) {
      expect(parseProgress(bad)).toBeNull();
    }
  });
});
