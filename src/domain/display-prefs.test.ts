import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_SCALE,
  TEXT_SCALES,
  readColorChoice,
  readTextScale,
  resolveColorMode,
  stepTextScale,
  switchedChoice,
} from './display-prefs.ts';

describe('colour mode', () => {
  it("follows the system until the reader chooses, then the reader's choice", () => {
    expect(resolveColorMode(null, true)).toBe('dark');
    expect(resolveColorMode(null, false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('reads only light or dark as a choice', () => {
    expect(readColorChoice('dark')).toBe('dark');
    expect(readColorChoice('light')).toBe('light');
    for (const raw of [null, '', 'system', 'DARK', '{}']) expect(readColorChoice(raw)).toBeNull();
  });

  it("remembers a switch away from the system's mode and forgets a switch back to it", () => {
    expect(switchedChoice('light', false)).toBe('dark');
    expect(switchedChoice('dark', false)).toBeNull();
    expect(switchedChoice('dark', true)).toBe('light');
    expect(switchedChoice('light', true)).toBeNull();
  });
});

describe('text size', () => {
  it('steps one size at a time, never past the smallest or the largest', () => {
    expect(stepTextScale(1, 1)).toBe(1.125);
    expect(stepTextScale(1, -1)).toBe(0.875);
    expect(stepTextScale(0.875, -1)).toBe(0.875);
    expect(stepTextScale(1.5, 1)).toBe(1.5);
    expect(stepTextScale(1, 10)).toBe(TEXT_SCALES[TEXT_SCALES.length - 1]);
    expect(TEXT_SCALES).toEqual([0.875, 1, 1.125, 1.25, 1.375, 1.5]);
  });

  it('reads a stored size that is one of the steps, else the normal size', () => {
    expect(readTextScale('1.25')).toBe(1.25);
    for (const raw of [null, '', '2', '1.2', 'large', '-1']) {
      expect(readTextScale(raw)).toBe(DEFAULT_TEXT_SCALE);
    }
  });
});
