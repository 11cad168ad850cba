import { describe, expect, it } from 'vitest';
import {
  FALLBACK_EXCERPT,
  essayReadingTime,
  excerptOrFallback,
  formatShortDate,
  promptReadingTime,
  sortEssaysForHome,
} from './content-rules.ts';

const essay = (title: string, published: string | null, created = '2024-01-01T00:00:00Z') => ({
  title,
  publishedAt: published ? new Date(published) : null,
  createdAt: new Date(created),
});

describe('sortEssaysForHome', () => {
  it("puts 'The EDGE Dilemma' first, then the newest published first", () => {
    const sorted = sortEssaysForHome([
      essay('Old', '2025-01-01T00:00:00Z'),
      essay('The EDGE Dilemma', '2024-06-01T00:00:00Z'),
      essay('New', '2025-09-01T00:00:00Z'),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['The EDGE Dilemma', 'New', 'Old']);
  });

  it('falls back to the creation date when there is no publication date', () => {
    const sorted = sortEssaysForHome([
      essay('Published', '2025-03-01T00:00:00Z'),
      essay('Created later', null, '2025-05-01T00:00:00Z'),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['Created later', 'Published']);
  });

  it('does not change the list it was given', () => {
    const list = [essay('B', '2024-01-01T00:00:00Z'), essay('A', '2025-01-01T00:00:00Z')];
    sortEssaysForHome(list);
    expect(list.map((e) => e.title)).toEqual(['B', 'A']);
  });
});

describe('essayReadingTime', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('uses the stored reading time when present', () => {
    expect(essayReadingTime({ readingTime: 7, content: words(10) })).toBe(7);
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%i words read in %i min at 200 words per minute', (n, minutes) => {
    expect(essayReadingTime({ readingTime: null, content: words(n) })).toBe(minutes);
  });

  it('counts words, not HTML tags', () => {
    const html = `<p class="lead">${words(150)}</p><img src="x.png" alt=""><p>${words(100)}</p>`;
    expect(essayReadingTime({ readingTime: null, content: html })).toBe(2);
  });

  it('estimates when the stored time is zero', () => {
    expect(essayReadingTime({ readingTime: 0, content: words(401) })).toBe(3);
  });
});

describe('promptReadingTime', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [4500, 5],
  ])('%i characters take %i min', (length, minutes) => {
    expect(promptReadingTime({ content: 'x'.repeat(length) })).toBe(minutes);
  });
});

describe('excerpts and dates', () => {
  it('falls back to the spec excerpt when there is none', () => {
    expect(excerptOrFallback(null)).toBe(FALLBACK_EXCERPT);
    expect(excerptOrFallback('   ')).toBe(
      'Read this insightful essay on navigating technological change.',
    );
    expect(excerptOrFallback(' Kept ')).toBe('Kept');
  });

  it('formats dates as short month, day, year in en-US, of the day in UTC', () => {
    expect(formatShortDate(new Date('2025-10-14T12:00:00Z'))).toBe('Oct 14, 2025');
    // Late on the 14th in UTC is the 15th in Paris and still the 14th here: the same everywhere.
    expect(formatShortDate(new Date('2025-10-14T23:30:00Z'))).toBe('Oct 14, 2025');
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(new Date('not a date'))).toBe('');
  });

  it('writes every month, and single-digit days, as en-US does', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, month + 1, 8));
      const intl = date.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatShortDate(date)).toBe(intl);
    }
  });
});
