import '../zod-jitless.ts';
// The CMS forms' own checks: admin-cms.md section 5 (the prompt form's required fields; the
// essay form's title, slug and content) and the stored limits, so a form says what is wrong
// before a save the rules would refuse. zod/mini, as the other forms.
import * as z from 'zod/mini';
import { URL_PATTERN } from '../entities/fields.ts';
import { LIMITS } from '../limits.ts';
import { SCHEDULE_IN_PAST, SCHEDULE_NEEDS_TIME } from '../schedule.ts';

/** Text that is not empty once trimmed, at most `max` characters. */
const required = (message: string, max: number, label: string) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', { message, abort: true }),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

const upTo = (max: number, label: string) =>
  z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`));

export const URL_INVALID = 'Use an https:// address (or a path on this site)';
// The demo backend shows its uploaded images at object URLs (blob:...) and stores their paths,
// so the form lets those through; the stored value is checked again where it is written.
const shownUrl = (value: string) =>
  value === '' || URL_PATTERN.test(value) || value.startsWith('blob:');
const url = (max: number, label: string) =>
  upTo(max, label).check(z.refine((value) => shownUrl(value.trim()), URL_INVALID));

/**
 * A form's publication time, typed in a datetime-local field ('2026-11-01T09:00', the editor's
 * own time zone): required when the status is 'scheduled', and then ahead of now.
 */
const scheduleCheck = z.superRefine((values: { status: string; scheduledAt: string }, context) => {
  if (values.status !== 'scheduled') return;
  const at = localTime(values.scheduledAt);
  const message = !at ? SCHEDULE_NEEDS_TIME : at <= Date.now() ? SCHEDULE_IN_PAST : null;
  if (message) context.addIssue({ code: 'custom', message, path: ['scheduledAt'], input: values });
});

/** A datetime-local value as epoch milliseconds in the runtime's time zone, else null. */
export function localTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())) return null;
  const time = new Date(value.trim()).getTime();
  return Number.isNaN(time) ? null : time;
}

const P = LIMITS.prompt;

/** The prompt form: title, description, about, how to use and content are required. */
export const promptFormSchema = z
  .object({
    title: required('Title is required', P.title, 'Title'),
    description: required('Description is required', P.description, 'Description'),
    aboutPrompt: required('About this prompt is required', P.aboutPrompt, 'About this prompt'),
    howToUse: required('How to use is required', P.howToUse, 'How to use'),
    explainerContent: upTo(P.explainerContent, 'The explainer'),
    content: required('Prompt content is required', 1_000_000, 'Prompt content'),
    tags: z.array(z.string()).check(z.maxLength(P.tags, `At most ${P.tags} categories and tags`)),
    featured: z.boolean(),
    status: z.enum(['active', 'inactive', 'scheduled']),
    scheduledAt: z.string(),
  })
  .check(scheduleCheck);

export type PromptFormValues = z.input<typeof promptFormSchema>;

export const SLUG_SHAPE = 'Use lower-case letters, digits and single hyphens';
const L = LIMITS.longform;

/** The essay dialog (also for dispatches). */
export const longformFormSchema = z
  .object({
    title: required('Title is required', L.title, 'Title'),
    slug: required('Slug is required', L.slug, 'Slug').check(
      z.refine((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), SLUG_SHAPE),
    ),
    excerpt: upTo(L.excerpt, 'Excerpt'),
    content: required('Content is required', 1_000_000, 'Content'),
    status: z.enum(['draft', 'published', 'scheduled']),
    scheduledAt: z.string(),
    category: z.string(),
    readingTime: z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === '' || /^\d{1,4}$/.test(value.trim()),
          'Reading time is a whole number of minutes',
        ),
      ),
    tags: z.string(),
    featured: z.boolean(),
    authorName: upTo(L.authorName, 'Author name'),
    authorBio: upTo(L.authorBio, 'Author bio'),
    headerImageUrl: url(L.headerImageUrl, 'Header image URL'),
    metaTitle: upTo(L.metaTitle, 'Meta title'),
    metaDescription: upTo(L.metaDescription, 'Meta description'),
    canonicalUrl: url(L.canonicalUrl, 'Canonical URL'),
    ogTitle: upTo(L.ogTitle, 'OG title'),
    ogDescription: upTo(L.ogDescription, 'OG description'),
    ogImageUrl: url(L.ogImageUrl, 'OG image URL'),
    twitterTitle: upTo(L.twitterTitle, 'Twitter title'),
    twitterDescription: upTo(L.twitterDescription, 'Twitter description'),
    twitterImageUrl: url(L.twitterImageUrl, 'Twitter image URL'),
  })
  .check(scheduleCheck);

export type LongformFormValues = z.input<typeof longformFormSchema>;
