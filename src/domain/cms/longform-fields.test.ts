import { describe, expect, it } from 'vitest';
import { parseReadingTime, parseTags, readingTimeOf } from './longform-fields.ts';

describe('the essay form’s conversions', () => {
  it('splits tags on commas, trimmed, dropping empties', () => {
    expect(parseTags(' leadership, AI ,, change ,leadership')).toEqual([
      'leadership',
      'AI',
      'change',
    ]);
    expect(parseTags('  ')).toEqual([]);
  });

  it('parses reading time as an integer', () => {
    expect(parseReadingTime('7')).toBe(7);
    expect(parseReadingTime(' 12 min')).toBe(12);
    expect(parseReadingTime('')).toBeNull();
    expect(parseReadingTime('0')).toBeNull();
  });

  it('estimates reading time at 200 words a minute, tags stripped, rounded up', () => {
    expect(readingTimeOf('<p>word</p> '.repeat(200))).toBe(1);
    expect(readingTimeOf('word '.repeat(201))).toBe(2);
    expect(readingTimeOf('')).toBe(1);
  });
});
