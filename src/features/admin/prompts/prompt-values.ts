import type { PromptInput } from '../../../backend/admin-content-api.ts';
import type { PromptFormValues } from '../../../domain/cms/form-schemas.ts';
import type { Prompt } from '../../../domain/types.ts';
import { fromLocalInput, toLocalInput } from '../kit';

/** What the form opens with: a prompt's fields, or blanks for a new one. */
export function promptFormValues(prompt: Prompt | null): PromptFormValues {
  return {
    title: prompt?.title ?? '',
    description: prompt?.description ?? '',
    aboutPrompt: prompt?.aboutPrompt ?? '',
    howToUse: prompt?.howToUse ?? '',
    explainerContent: prompt?.explainerContent ?? '',
    content: prompt?.content ?? '',
    tags: prompt?.tags ?? [],
    featured: prompt?.featured ?? false,
    status: prompt?.status ?? 'active',
    scheduledAt: toLocalInput(prompt?.scheduledAt ?? null),
  };
}

/**
 * What the form sends (section 7: title, description, about, how to use, explainer, content,
 * tags, featured; and its status, with a time when scheduled).
 */
export function promptInputOf(values: PromptFormValues): PromptInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    aboutPrompt: values.aboutPrompt.trim(),
    howToUse: values.howToUse.trim(),
    explainerContent: values.explainerContent.trim() || null,
    content: values.content,
    tags: values.tags,
    featured: values.featured,
    status: values.status,
    scheduledAt: values.status === 'scheduled' ? fromLocalInput(values.scheduledAt) : null,
  };
}

/** The form's text as one plain text, for the editor to keep after a conflicting save. */
export function promptAsText(values: PromptFormValues): string {
  return [
    `Title: ${values.title}`,
    `Description: ${values.description}`,
    `About this prompt:\n${values.aboutPrompt}`,
    `How to use:\n${values.howToUse}`,
    values.explainerContent && `Explainer:\n${values.explainerContent}`,
    `Prompt:\n${values.content}`,
    `Categories and tags: ${values.tags.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
