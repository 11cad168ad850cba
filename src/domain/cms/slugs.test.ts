import { describe, expect, it } from 'vitest';
import { essaySlug, promptSlug } from './slugs.ts';

describe('essaySlug', () => {
  it.each([
    ['The EDGE Dilemma', 'the-edge-dilemma'],
    ['AI & the C-Suite: 5 Lessons!', 'ai-the-c-suite-5-lessons'],
    ['  Leading   through -- fog  ', 'leading-through-fog'],
    ['Café déjà vu', 'caf-dj-vu'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(essaySlug(title)).toBe(slug);
  });
});

describe('promptSlug', () => {
  it.each([
    ['Chief of Staff Co-Pilot', 'chief-of-staff-co-pilot'],
    ['Board prep: 3 questions?', 'board-prep-3-questions'],
    ['Café déjà vu', 'caf-d-j-vu'],
    ['--Weekly  review--', 'weekly-review'],
  ])('%s → %s', (title, slug) => {
    expect(promptSlug(title)).toBe(slug);
  });
});
