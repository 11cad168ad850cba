// The essay form's conversions (admin-cms.md sections 4 and 5).
import { essayReadingTime } from '../content-rules.ts';

/** Section 3: a new essay's reading time. */
export const DEFAULT_READING_TIME = 5;

/** Tags typed as "a, b,, c": split on commas, trimmed, empties dropped (and repeats). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** Reading time typed in minutes: parsed as an integer; null when there is none. */
export function parseReadingTime(text: string): number | null {
  const minutes = Number.parseInt(text.trim(), 10);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** Section 5: words (tags stripped) / 200, rounded up; what the form fills in as content changes. */
export function readingTimeOf(content: string): number {
  return essayReadingTime({ readingTime: null, content });
}
