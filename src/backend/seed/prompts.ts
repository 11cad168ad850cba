import type { Prompt } from '../../domain/types.ts';
import { coPilotAndSignalPrompts } from './prompts-co-pilots-signals.ts';
import { printAndCharterPrompts } from './prompts-print-charter.ts';
import { stateAndCraftPrompts } from './prompts-states-craft.ts';

/** All seeded prompts: eighteen active prompts, three in each of the six categories. */
export const seedPrompts: Prompt[] = [
  ...coPilotAndSignalPrompts,
  ...stateAndCraftPrompts,
  ...printAndCharterPrompts,
];
