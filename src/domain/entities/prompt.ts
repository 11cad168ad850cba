import '../zod-jitless.ts';
import * as z from 'zod/mini';
import { LIMITS } from '../limits.ts';
import { defineEntity } from './entity.ts';
import {
  dateField,
  dateOrNull,
  optDateField,
  optNumberField,
  optTextField,
  optUrlField,
  requiredTextField,
  stringListField,
  textField,
  versionField,
} from './fields.ts';
import { previousSlugsField, slugField } from './longform.ts';
import { scheduledHasTime, SCHEDULED_NEEDS_TIME } from './scheduled.ts';

const L = LIMITS.prompt;

/** `resources`: a prompt (the spec's `resources` row of type 'prompt'). */
export const promptEntity = defineEntity({
  collection: 'resources',
  schema: z
    .object({
      userId: optTextField(L.userId),
      title: requiredTextField(L.title),
      slug: slugField(L.slug),
      previousSlugs: previousSlugsField(L.previousSlugs),
      description: textField(L.description),
      type: z.literal('prompt'),
      status: z.enum(['active', 'inactive', 'scheduled']),
      /** When a scheduled prompt goes public (domain/schedule.ts); null unless scheduled. */
      scheduledAt: optDateField(),
      featured: z.boolean(),
      aboutPrompt: optTextField(L.aboutPrompt),
      howToUse: optTextField(L.howToUse),
      explainerContent: optTextField(L.explainerContent),
      content: z.string(),
      tags: stringListField(L.tags),
      orderIndex: optNumberField(),
      createdAt: dateField(),
      updatedAt: dateField(),
      metaTitle: optTextField(L.metaTitle),
      metaDescription: optTextField(L.metaDescription),
      ogImageUrl: optUrlField(L.ogImageUrl),
      canonicalUrl: optUrlField(L.canonicalUrl),
      version: versionField(),
    })
    .check(z.refine(scheduledHasTime, SCHEDULED_NEEDS_TIME)),
  defaults: (raw) => blankPrompt(dateOrNull(raw.createdAt) ?? new Date(0)),
});

/**
 * A prompt with nothing in it yet, made `at`: inactive and no one's. What a stored prompt's
 * missing fields read as, and what a new prompt starts from (domain/cms/prompt-save.ts).
 */
export function blankPrompt(at: Date) {
  return {
    userId: null,
    title: '',
    slug: '',
    previousSlugs: [],
    description: '',
    type: 'prompt' as const,
    status: 'inactive' as const,
    scheduledAt: null,
    featured: false,
    aboutPrompt: null,
    howToUse: null,
    explainerContent: null,
    content: '',
    tags: [],
    orderIndex: null,
    createdAt: at,
    updatedAt: at,
    metaTitle: null,
    metaDescription: null,
    ogImageUrl: null,
    canonicalUrl: null,
    version: 0,
  };
}
