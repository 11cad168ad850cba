import type { Prompt } from '../../domain/types.ts';

/** A prompt's own page (also the address its share controls share). */
export function promptDetailPath(prompt: Pick<Prompt, 'slug'>): string {
  return `/prompts/detail/${prompt.slug}`;
}
