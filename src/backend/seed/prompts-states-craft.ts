import type { Prompt } from '../../domain/types.ts';
import { prompt } from './helpers.ts';

/** EDGE States (diagnostics, assessment) and EDGEcraft (meetings, decisions, communications) prompts. */
export const stateAndCraftPrompts: Prompt[] = [
  prompt({
    id: 'prompt-leadership-state-check-in',
    title: 'Leadership State Check-In',
    slug: 'leadership-state-check-in',
    category: 'edge-states',
    tags: ['leadership-state', 'diagnostic'],
    description:
      'A ten-minute weekly check-in on your energy, focus and judgement before the week runs away with you.',
    aboutPrompt:
      'How you lead depends on the state you are in. This prompt guides a short, honest reflection on your energy, attention and emotional state, and what to adjust.',
    howToUse:
      'Use it on Sunday evening or Monday morning. Answer the questions one at a time; short answers are fine.',
    explainerContent: `
## The four states

We look at **energy**, **focus**, **perspective** and **connection**. Each can be strong or depleted, and each changes the decisions you are likely to make.
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-05-04',
    content: `
Act as a thoughtful leadership coach running a short weekly check-in with me. Ask me the following questions one at a time and wait for my answer before moving on:

1. On a scale of 1 to 10, how is your energy this week, and what is driving it?
2. What is taking most of your attention that does not deserve it?
3. Which decision are you avoiding, and what is the cost of waiting?
4. Who have you not connected with recently who matters to your work?
5. What would make this week a success, in one sentence?

When I have answered all five:
- Reflect back the pattern you notice in my answers in no more than three sentences.
- Name the one state (energy, focus, perspective or connection) that most needs attention.
- Suggest two small, specific actions for this week.

Be warm but honest. Do not give generic wellbeing advice.
`,
  }),
  prompt({
    id: 'prompt-blind-spot-assessment',
    title: '360 Blind-Spot Assessment',
    slug: '360-blind-spot-assessment',
    category: 'edge-states',
    tags: ['assessment'],
    description:
      'Turn scattered feedback into a clear picture of your leadership blind spots and a plan to address them.',
    aboutPrompt:
      'Feedback arrives in fragments: a review comment, a remark after a meeting, an engagement survey. This prompt pulls the fragments together and looks for patterns you may not see yourself.',
    howToUse:
      'Remove names and identifying details before pasting feedback. Include positive comments as well as criticism.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-06-29',
    content: `
Act as an executive assessment specialist. I will share feedback about my leadership from different sources, anonymised.

[paste feedback excerpts, noting the source type: peer, direct report, manager, board, self]

Please:
1. Group the feedback into themes and show how often each theme appears, by source type.
2. Identify where my self-assessment differs from how others see me. These are likely blind spots.
3. Distinguish between strengths that are overused (turning into weaknesses) and genuine gaps.
4. For the most important blind spot, suggest three behaviours to try for the next 30 days and how I could ask for feedback on them.

Be specific and quote the feedback where it helps. Do not reassure me unnecessarily.
`,
  }),
  prompt({
    id: 'prompt-change-readiness-diagnostic',
    title: 'Change Readiness Diagnostic',
    slug: 'change-readiness-diagnostic',
    category: 'edge-states',
    tags: ['diagnostic', 'assessment'],
    description:
      'Assess how ready your team or organisation is for an AI-driven change before you announce it.',
    aboutPrompt:
      'Most change fails on readiness, not on design. This diagnostic helps you look at capacity, trust and clarity before you commit.',
    howToUse:
      'Answer for one team or unit at a time. Repeat after three months to see whether readiness has moved.',
    explainerContent: null,
    orderIndex: null,
    createdOn: '2026-08-24',
    content: `
Act as an organisational change consultant. Help me assess how ready [team or organisation] is for the following change: [describe the change].

Ask me about each of these five dimensions in turn, one question at a time:
1. Clarity: do people understand why the change is needed?
2. Capacity: do they have the time and skills to take it on?
3. Trust: do they believe leadership will follow through and treat them fairly?
4. History: how did the last major change go?
5. Sponsorship: who visibly champions it, and who quietly resists?

After my answers, score each dimension from 1 (not ready) to 5 (ready) with a one-line reason, identify the weakest dimension, and propose a 30-day plan to strengthen it before the change is announced.
`,
  }),
  prompt({
    id: 'prompt-decision-meeting-designer',
    title: 'Decision Meeting Designer',
    slug: 'decision-meeting-designer',
    category: 'edgecraft',
    tags: ['meetings', 'decisions'],
    description:
      'Design a meeting that actually ends in a decision: pre-read, agenda, roles and the question to settle.',
    aboutPrompt:
      'Many meetings exist to discuss rather than decide. This prompt designs a decision meeting from the outcome backwards.',
    howToUse:
      'Use it when scheduling any meeting where a decision is expected. Share the result with participants as part of the invitation.',
    explainerContent: `
## The decision-first principle

Write down the **exact question** the meeting must answer before you invite anyone. If you cannot, the meeting is not ready.
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-04-20',
    content: `
Act as an expert meeting designer. I need to run a meeting that ends in a clear decision.

The decision to be made: [describe]
Who will attend: [names or roles]
Time available: [minutes]
Background: [key facts, options on the table, constraints]

Please produce:
1. The decision question, phrased so it can be answered yes/no or by choosing an option.
2. A one-page pre-read outline that participants must read beforehand.
3. A timed agenda that reserves most of the time for objections and trade-offs, not updates.
4. Roles: decision owner, devil's advocate, note-taker.
5. The decision rule (consensus, consent, or owner decides after input).
6. A closing script to confirm the decision, the owner of each follow-up and the date we will review it.
`,
  }),
  prompt({
    id: 'prompt-pre-mortem-facilitator',
    title: 'Pre-Mortem Facilitator',
    slug: 'pre-mortem-facilitator',
    category: 'edgecraft',
    tags: ['decisions', 'planning'],
    description:
      'Imagine your plan has failed a year from now, and work out why, before you commit.',
    aboutPrompt:
      'The pre-mortem, popularised by Gary Klein, is one of the most effective tools for reducing overconfidence. This prompt runs one for you or with your team.',
    howToUse:
      'Run it on its own first, then use its output to seed a 30-minute pre-mortem with your team.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-07-13',
    content: `
Act as a facilitator running a pre-mortem on the following plan:
[describe the plan, its goals and timeline]

Imagine it is twelve months from now and the plan has failed badly.

1. Write a short, realistic newspaper-style account of how it failed.
2. List the ten most plausible causes of failure, covering people, technology, market, execution and leadership.
3. For each cause, rate its likelihood and impact, and identify an early warning sign we could monitor.
4. Choose the three causes that matter most and suggest a concrete mitigation for each, with an owner role.

Be specific to this plan. Avoid generic risks like "poor communication" unless you explain exactly how it would happen here.
`,
  }),
  prompt({
    id: 'prompt-executive-update-rewriter',
    title: 'Executive Update Rewriter',
    slug: 'executive-update-rewriter',
    category: 'edgecraft',
    tags: ['communications'],
    description:
      'Turn a long, meandering update into a crisp note a busy executive will read in under a minute.',
    aboutPrompt:
      'Senior readers skim. This prompt restructures any update so the point, the ask and the risk come first.',
    howToUse:
      'Paste your draft update. Tell it who the reader is; the same facts need different framing for a board member and a peer.',
    explainerContent: null,
    orderIndex: 3,
    createdOn: '2026-09-21',
    content: `
Rewrite the update below for [reader: role and what they care about]. They will spend under a minute on it.

Structure:
- Headline: one sentence with the single most important point.
- Status: on track / at risk / off track, with one reason.
- Decisions or help needed, with a deadline.
- Three bullet points of supporting detail at most.
- Risks: only those the reader can act on.

Rules: no jargon or acronyms without explanation, no passive voice when someone owns an action, and under 150 words in total. If the original lacks something the structure needs, flag it instead of inventing it.

My draft:
[paste update]
`,
  }),
];
