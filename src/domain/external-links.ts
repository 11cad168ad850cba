/** Every address outside the site that the public pages link to, in one place. */
export const EXTERNAL_LINKS = {
  /** The EDGE State Diagnostic (home section 5, carousel slide 4). */
  diagnostic: 'https://diagnostic.edge-navigator.com/',
  /** Sign-up page of the free 30-minute taster (school section, starter lesson page). */
  tasterSignUp: 'https://school.edge-navigator.com/ai-chief-of-staff-taster',
  /** The author's professional network profile (footer). */
  professionalNetwork: 'https://www.linkedin.com/company/edge-navigator',
  /** The X handle share links credit (without @). */
  xVia: 'EDGENavigator',
} as const;

/** Brand name used in share texts and titles. */
export const BRAND_NAME = 'EDGE Navigator';

/** Each prompt category's Lightning Lesson (an external course page). */
export function lightningLessonUrl(categoryId: string): string {
  return `https://school.edge-navigator.com/lightning-lessons/${encodeURIComponent(categoryId)}`;
}

/** The free taster lesson's date, as the pages write it (hero slide, school section, its page). */
export const TASTER_LESSON_DATE = '14th October 2025';
