import { toDocument } from '../entities/entity.ts';
import { blankPrompt, promptEntity } from '../entities/prompt.ts';
import { BackendError } from '../errors.ts';
import type { Prompt } from '../types.ts';
import { scheduledTimeFor } from '../schedule.ts';
import { RESOURCE_NOT_FOUND, SAVE_CONFLICT, SLUG_IN_USE, TITLE_NEEDS_LETTERS } from './messages.ts';
import { previousSlugsAfter } from './slug-history.ts';
import { promptSlug } from './slugs.ts';

/** What the prompt form sends (admin-cms.md: AI Prompts tab and section 7). */
export type PromptInput = Pick<
  Prompt,
  | 'title'
  | 'description'
  | 'aboutPrompt'
  | 'howToUse'
  | 'explainerContent'
  | 'content'
  | 'tags'
  | 'featured'
> &
  /** Scheduling (issue 29): absent, a save keeps the prompt's status (a new one is active). */
  Partial<Pick<Prompt, 'status' | 'scheduledAt'>>;

/** The fields a prompt save takes from its input (anything else is the server's to set). */
export const PROMPT_FORM_FIELDS = [
  'title',
  'description',
  'aboutPrompt',
  'howToUse',
  'explainerContent',
  'content',
  'tags',
  'featured',
  'status',
  'scheduledAt',
] as const;

/** Only `fields` of `input`: a save never takes order, owner or dates it does not list. */
export function pickFields<K extends string>(
  input: unknown,
  fields: readonly K[],
): Partial<Record<K, unknown>> {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const out: Partial<Record<K, unknown>> = {};
  for (const field of fields) if (field in source) out[field] = source[field];
  return out;
}

/** What the form would send for a prompt as stored: its form's fields. */
export function promptInputFrom(prompt: Prompt): PromptInput {
  return pickFields(prompt, PROMPT_FORM_FIELDS) as PromptInput;
}

/** One save of a prompt, as the transaction read the stored state. */
export interface PromptSaveRequest {
  id: string;
  existing: Prompt | null;
  /** null creates; a number updates, and must be the version the form opened. */
  baseVersion: number | null;
  input: PromptInput;
  /** Which prompt holds the slug the title makes (null: none). */
  slugOwner: string | null;
  uid: string;
  now: Date;
}

/** The slug a prompt's title gives, refused when nothing of the title is left. */
export function slugForPrompt(title: string): string {
  const slug = promptSlug(title);
  if (!slug) {
    throw new BackendError('invalid-argument', TITLE_NEEDS_LETTERS, { title: TITLE_NEEDS_LETTERS });
  }
  return slug;
}

/**
 * Checks a prompt save and builds the stored prompt, or throws as `planLongformSave` does
 * (updating a missing prompt says 'Resource not found', section 7). A new prompt is active, of
 * type 'prompt', owned by the caller, and sorts last until it is moved; an update keeps its
 * order and SEO fields and takes the slug its title now gives (section 7). The status is the
 * input's when it names one (active, inactive, or scheduled with a time ahead), else kept.
 */
export function planPromptSave(request: PromptSaveRequest): Prompt {
  const { existing, baseVersion, input, now } = request;
  if (baseVersion !== null && !existing) {
    throw new BackendError('not-found', RESOURCE_NOT_FOUND);
  }
  if (existing && existing.version !== baseVersion) {
    throw new BackendError('aborted', SAVE_CONFLICT);
  }
  const slug = slugForPrompt(typeof input.title === 'string' ? input.title : '');
  if (request.slugOwner !== null && request.slugOwner !== request.id) {
    throw new BackendError('already-exists', SLUG_IN_USE, { title: SLUG_IN_USE });
  }
  const base: Omit<Prompt, 'id'> = existing ?? {
    ...blankPrompt(now),
    userId: request.uid,
    status: 'active',
  };
  const fields = pickFields(input, PROMPT_FORM_FIELDS);
  // An active prompt leaving its slug keeps it: the old address redirects to the new one.
  const previousSlugs = previousSlugsAfter('resources', existing, slug);
  const status = typeof fields.status === 'string' ? fields.status : base.status;
  // A status it keeps keeps its time; a time given anew must be ahead.
  const scheduledAt =
    'scheduledAt' in fields || status !== base.status
      ? scheduledTimeFor(status, fields.scheduledAt, now)
      : base.scheduledAt;
  const next = {
    ...base,
    ...fields,
    status,
    scheduledAt,
    slug,
    previousSlugs,
    updatedAt: now,
    version: base.version + 1,
  };
  return { ...toDocument(promptEntity, next as Omit<Prompt, 'id'>), id: request.id };
}
