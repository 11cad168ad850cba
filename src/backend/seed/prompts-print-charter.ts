import type { Prompt } from '../../domain/types.ts';
import { prompt } from './helpers.ts';

/** EDGEprint (storytelling, keynotes, influence) and EDGE Charter (vision, strategy, values) prompts. */
export const printAndCharterPrompts: Prompt[] = [
  prompt({
    id: 'prompt-keynote-narrative-arc',
    title: 'Keynote Narrative Arc Builder',
    slug: 'keynote-narrative-arc-builder',
    category: 'edgeprint',
    tags: ['keynotes', 'storytelling'],
    description:
      'Shape a keynote or town-hall talk into a story with tension, turning point and a clear call to action.',
    aboutPrompt:
      'Most executive talks are lists of updates. This prompt builds a narrative arc so your audience remembers the message, not just the slides.',
    howToUse:
      'Start from your key message and your audience. Ask for two alternative arcs and rehearse the one that feels most like you.',
    explainerContent: `
## The arc

Every memorable talk moves from **the world as it is**, through **a tension that cannot be ignored**, to **a new way forward** the audience can join.
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-05-25',
    content: `
Act as a speechwriter who has worked with chief executives.

The talk: [keynote, town hall, offsite opening], [length in minutes]
The audience: [who they are, what they feel right now]
My key message: [one sentence]
Material I want to use: [stories, data points, announcements]

Build a narrative arc:
1. Opening: a concrete moment or story that puts the audience in the world as it is (no statistics first).
2. Tension: what has changed or is at stake, and why the old approach will not work.
3. Turning point: the insight or decision that changes the path.
4. The way forward: what we will do, and what I am asking of the audience.
5. Close: an image or line that echoes the opening.

For each part give me the purpose, approximate timing and two or three sentences I could actually say. Then suggest one moment where I should pause and let the room react.
`,
  }),
  prompt({
    id: 'prompt-stakeholder-influence-map',
    title: 'Stakeholder Influence Map',
    slug: 'stakeholder-influence-map',
    category: 'edgeprint',
    tags: ['influence'],
    description:
      'Map who can make or break your initiative and tailor a message that moves each of them.',
    aboutPrompt:
      'Influence is rarely won in the big meeting. This prompt helps you plan the conversations before it.',
    howToUse:
      'List stakeholders by role rather than name. Revisit the map after each key conversation.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-08-10',
    content: `
Act as a political strategist inside a large organisation. I am trying to win support for: [initiative].

Stakeholders: [list each with role, current stance (supporter / neutral / sceptic / opponent) and what they care about]

1. Place each stakeholder on a grid of influence (low to high) and current support (low to high).
2. Identify the two stakeholders whose change of stance would matter most.
3. For each of those two, write: what they stand to gain or lose, their likely objection, the message most likely to move them, and who they trust that could carry it.
4. Propose a sequence of conversations over the next four weeks.

Be realistic about self-interest. Do not assume everyone will be persuaded by the business case alone.
`,
  }),
  prompt({
    id: 'prompt-data-to-story',
    title: 'Turn Data Into a Story',
    slug: 'turn-data-into-a-story',
    category: 'edgeprint',
    tags: ['narrative', 'storytelling'],
    description:
      'Find the story in a dashboard or report so the numbers lead to a decision, not a shrug.',
    aboutPrompt:
      'Numbers rarely speak for themselves. This prompt finds the narrative hidden in your data and frames it for a decision.',
    howToUse:
      'Paste a summary table or key figures, not raw exports. Say what decision the audience faces.',
    explainerContent: null,
    orderIndex: 3,
    createdOn: '2026-10-05',
    content: `
Act as a data storyteller. Here is the data: [paste key figures or a summary table]
The audience: [who] The decision they face: [what]

1. Identify the three most important patterns, changes or surprises in the data.
2. Pick the one that matters most for the decision and explain why.
3. Write the story in five sentences: context, what changed, why it matters, what it means for the decision, what we recommend.
4. Suggest one simple chart that makes the point, describing axes and what to highlight.
5. List the questions a sceptical reader will ask and how the data answers them, or where it does not.
`,
  }),
  prompt({
    id: 'prompt-vision-statement',
    title: 'Draft a Vision Statement People Remember',
    slug: 'draft-a-vision-statement',
    category: 'edge-charter',
    tags: ['vision', 'purpose'],
    description:
      'Draft and pressure-test a vision statement that is specific, ambitious and easy to repeat.',
    aboutPrompt:
      'Most vision statements could belong to any company. This prompt helps you write one that only your organisation could claim.',
    howToUse:
      'Bring raw material: customer stories, what makes you different, what you refuse to do. Expect to iterate several times.',
    explainerContent: `
## Three tests for a vision

1. **Specific**: could a competitor say the same thing? If yes, rewrite.
2. **Ambitious**: does it require something you cannot yet do?
3. **Repeatable**: can a new hire say it from memory after a week?
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-03-30',
    content: `
Act as a strategy facilitator helping a leadership team write its vision.

Who we are: [organisation, what we do, for whom]
What makes us different: [strengths, history, beliefs]
Where we want to be in ten years: [your aspiration, in your own words]
What we will not do: [boundaries]

1. Draft five alternative vision statements, each under 25 words, in different styles (bold, human, precise, provocative, simple).
2. Score each against three tests: specific to us, ambitious, easy to repeat.
3. Combine the strongest elements into one recommended statement.
4. Write two sentences explaining what the vision means for an employee on the front line, and for a customer.
5. Tell me honestly which parts still sound generic.
`,
  }),
  prompt({
    id: 'prompt-strategy-kernel-check',
    title: 'Strategy Kernel Check',
    slug: 'strategy-kernel-check',
    category: 'edge-charter',
    tags: ['strategy'],
    description:
      'Check whether your strategy has a real kernel: a diagnosis, a guiding policy and coherent actions.',
    aboutPrompt:
      'Inspired by Richard Rumelt’s work on good and bad strategy, this prompt tests whether a strategy document is a strategy or a list of goals.',
    howToUse: 'Paste the summary of a strategy, yours or a team’s. Works well before an offsite.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-06-08',
    content: `
Act as a rigorous strategy reviewer familiar with Richard Rumelt's concept of the strategy kernel.

Here is our strategy: [paste summary]

Assess it against the three elements of the kernel:
1. Diagnosis: does it explain clearly what is going on and what the critical challenge is?
2. Guiding policy: is there an overall approach for dealing with that challenge, which rules some options out?
3. Coherent actions: do the planned actions reinforce each other and follow from the policy?

For each element, quote the relevant part, rate it (missing, weak, solid) and explain why. Then list any signs of "bad strategy": fluff, goals mistaken for strategy, failure to face the challenge. Finish by rewriting the diagnosis in three sentences.
`,
  }),
  prompt({
    id: 'prompt-values-in-action-audit',
    title: 'Values in Action Audit',
    slug: 'values-in-action-audit',
    category: 'edge-charter',
    tags: ['values', 'purpose'],
    description:
      'Compare the values on your wall with the decisions you actually made last quarter.',
    aboutPrompt:
      'Values are proven in trade-offs. This audit looks at recent decisions to see which values really guided them.',
    howToUse:
      'List five to ten real decisions from the last quarter, including ones you are not proud of.',
    explainerContent: null,
    orderIndex: null,
    createdOn: '2026-10-19',
    content: `
Act as an independent culture auditor.

Our stated values: [list them with one-line definitions]
Decisions from the last quarter: [list five to ten, with the trade-off involved]

1. For each decision, identify which value, stated or unstated, most influenced it.
2. Show which stated values were upheld, which were traded away, and under what pressure.
3. Name any unstated values that seem to drive behaviour (for example "speed over quality" or "avoid conflict").
4. Suggest how we could either live the stated values more fully or rewrite them to be honest.

Be candid. The point of this exercise is to close the gap between what we say and what we do.
`,
  }),
];
