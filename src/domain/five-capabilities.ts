import { CONTEXT_ENGINEERING_PATH, PROMPT_ENGINEERING_PATH } from './site-paths.ts';

export { CONTEXT_ENGINEERING_PATH, PROMPT_ENGINEERING_PATH };

/**
 * The five capabilities of Executive Intelligence Engineering (public-site.md, home section 2 and
 * /five-capabilities). One list, shown by the home page's Learn More dialog and by its own page.
 */

export interface Capability {
  /** Stable key (accordion value, anchor). */
  id: string;
  name: string;
  /** One line under the name. */
  tagline: string;
  description: string;
  whyNow: string;
}

/** What Executive Intelligence Engineering is, in two sentences. */
export const EIE_SUMMARY =
  'Executive Intelligence Engineering is the craft of designing how a leader, their team and ' +
  'their AI systems think together. It rests on five capabilities that let executives work with ' +
  'machines without handing over their judgement.';

/** The five capabilities, in the order they are usually learned. */
export const FIVE_CAPABILITIES: readonly Capability[] = [
  {
    id: 'prompt-engineering',
    name: 'Prompt Engineering',
    tagline: 'Asking machines better questions.',
    description:
      'The craft of turning intent into instructions a model can act on: the role you want it ' +
      'to play, the outcome you need, the constraints that matter and the shape the answer ' +
      'should take. For an executive it is less about clever wording than about clear thinking, ' +
      'written down.',
    whyNow:
      'The assistants your teams already use are good enough that the quality of the question ' +
      'now sets the quality of the answer. Leaders who brief a machine as precisely as they ' +
      'brief a direct report get senior-grade drafts in minutes; those who do not get generic ' +
      'text and conclude the tools do not work.',
  },
  {
    id: 'context-engineering',
    name: 'Context Engineering',
    tagline: 'Giving AI what it needs to know.',
    description:
      'Deciding what a model knows before it answers: your strategy, your numbers, your ' +
      'stakeholders and the history of your decisions. It is the discipline of curating, ' +
      'structuring and refreshing that context so every request starts from your reality ' +
      "rather than the internet's average.",
    whyNow:
      "Longer context windows, retrieval and enterprise connectors mean AI can now read your organisation's own material. Whoever decides what goes in, and what stays out, shapes every answer it gives. That is a leadership decision about knowledge, not an IT setting.",
  },
  {
    id: 'narrative-design',
    name: 'Narrative Design',
    tagline: 'Shaping the story that carries change.',
    description:
      'Building the story that makes a change make sense: where we are, why we must move, what ' +
      'will be different and what stays true. AI can test a message against every audience ' +
      'you have; the meaning still has to come from the leader.',
    whyNow:
      'When machines produce endless fluent text, coherence becomes scarce. People are flooded ' +
      'with generated updates; the leaders who cut through are those whose story is consistent, ' +
      'honest and easy to retell in a corridor.',
  },
  {
    id: 'cognitive-orchestration',
    name: 'Cognitive Orchestration',
    tagline: 'Dividing the thinking between people and machines.',
    description:
      'Designing who, or what, does each part of the thinking: which judgements stay with ' +
      'people, which analysis goes to AI, how work passes between them and where a person ' +
      "checks the result. It turns scattered tool use into a team's reliable way of working.",
    whyNow:
      'AI agents can now carry out multi-step work such as research, drafting and analysis on ' +
      'their own. Without deliberate orchestration, teams either over-trust the output or redo ' +
      'it by hand. The advantage goes to teams who design the hand-offs on purpose.',
  },
  {
    id: 'temporal-design',
    name: 'Temporal Design',
    tagline: 'Leading at more than one speed.',
    description:
      'Managing the different clocks an organisation runs on: the weekly cadence of ' +
      'operations, the quarterly rhythm of planning and the multi-year arc of transformation. ' +
      'Temporal design decides what AI should accelerate, what must slow down for reflection ' +
      'and when a decision deserves a second look.',
    whyNow:
      'AI collapses the time it takes to produce analysis and options, but not the time people ' +
      'need to absorb change. Leaders who speed everything up exhaust their organisations; ' +
      'those who design tempo deliberately move fast where it pays and stay patient where it ' +
      'matters.',
  },
];

/** The two engineering pages every capability list links to. */
export const ENGINEERING_LINKS = [
  { label: 'Read Prompt Engineering', to: PROMPT_ENGINEERING_PATH },
  { label: 'Read Context Engineering', to: CONTEXT_ENGINEERING_PATH },
] as const;
