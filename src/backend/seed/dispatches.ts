import { parseContentFile } from '../../domain/content-file.ts';
import type { Dispatch } from '../../domain/types.ts';
import dispatch38TheTwoHourRule from './content/dispatches/dispatch-38-the-two-hour-rule.md?raw';
import dispatch39SignalsWorthWatching from './content/dispatches/dispatch-39-signals-worth-watching.md?raw';
import dispatch40MeetingsAreTheNewBottleneck from './content/dispatches/dispatch-40-meetings-are-the-new-bottleneck.md?raw';
import dispatch41WhatTheBestLeadersDidDifferently from './content/dispatches/dispatch-41-what-the-best-leaders-did-differently.md?raw';
import dispatch42CohortPlansDraft from './content/dispatches/dispatch-42-cohort-plans-draft.md?raw';
import { dispatch, type LongformSeed } from './helpers.ts';

/**
 * Weekly newsletter issues ("Dispatches from the EDGE"), newest last, one unpublished draft:
 * one Markdown file each in content/dispatches/.
 */
export const seedDispatches: Dispatch[] = [
  dispatch38TheTwoHourRule,
  dispatch39SignalsWorthWatching,
  dispatch40MeetingsAreTheNewBottleneck,
  dispatch41WhatTheBestLeadersDidDifferently,
  dispatch42CohortPlansDraft,
].map((text) => {
  const { meta, body } = parseContentFile<Omit<LongformSeed, 'content'>>(text, 'a seeded dispatch');
  return dispatch({ ...meta, content: body });
});
