import type { Prompt } from '../../domain/types.ts';
import { prompt } from './helpers.ts';

/** EDGE Co-Pilots (chief of staff, coach, advisory board) and EDGE Signals prompts. */
export const coPilotAndSignalPrompts: Prompt[] = [
  prompt({
    id: 'prompt-ai-chief-of-staff',
    title: 'Build an AI Chief of Staff',
    slug: 'build-an-ai-chief-of-staff',
    category: 'edge-co-pilots',
    tags: ['chief-of-staff', 'advisory'],
    description:
      'Set up an AI chief of staff that knows your priorities, prepares your week and tells you what you are missing.',
    aboutPrompt:
      'A chief of staff protects a leader’s attention. This prompt turns a general assistant into one: it learns your priorities, stakeholders and working style, then acts as a standing partner for planning and follow-through.',
    howToUse:
      'Fill in the bracketed sections once and save the result as a custom instruction or the first message of a dedicated chat. Return to the same conversation every Monday and Friday.',
    explainerContent: `
## Why this works

Most people use AI assistants as a search box. A chief of staff is different: it carries **context** from week to week. By front-loading your priorities and stakeholders, every later request gets sharper.

## Tips

- Update the priorities section at the start of each quarter.
- Ask it to be blunt; the default tone is too polite to be useful.
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-04-06',
    updatedOn: '2026-09-30',
    metaDescription: 'A ready-to-use prompt to build your own AI Chief of Staff.',
    content: `
You are my AI Chief of Staff. Your job is to protect my attention, keep my priorities in view and make sure nothing important falls through the cracks.

About me:
- Role: [your title and organisation]
- My top three priorities this quarter: [priority 1], [priority 2], [priority 3]
- Key stakeholders and what they care about: [name: concern; name: concern]
- How I like to work: [e.g. short bullet points, decisions first, no jargon]

Every Monday, when I paste my calendar and open items, you will:
1. Flag which meetings do not serve my three priorities and suggest what to decline or delegate.
2. Identify the two or three decisions I must make this week and what information I still need.
3. Draft short notes to any stakeholder I have not been in touch with for more than three weeks.

Every Friday, when I paste my notes, you will:
1. Summarise what moved forward and what stalled.
2. List commitments I made to others and whether they are done.
3. Ask me one uncomfortable question about where I spent my time.

Rules:
- Be direct. If I am avoiding something, say so.
- If you are unsure, ask before assuming.
- Never invent facts about my organisation; mark any assumption clearly.

Start by asking me the questions you need to fill in anything I left blank.
`,
  }),
  prompt({
    id: 'prompt-performance-coach',
    title: 'Performance Coach for Difficult Conversations',
    slug: 'performance-coach-difficult-conversations',
    category: 'edge-co-pilots',
    tags: ['coaching'],
    description:
      'Rehearse a difficult conversation with an AI coach who plays the other person and gives you honest feedback.',
    aboutPrompt:
      'Leaders rarely get to practise the hardest conversations before they happen. This prompt creates a safe rehearsal space with a coach who plays the other side and then debriefs you.',
    howToUse:
      'Describe the person and the situation without names or confidential details. Run the role-play at least twice, changing your opening each time.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-05-11',
    content: `
Act as an experienced executive coach. I need to prepare for a difficult conversation.

The situation: [describe the situation in two or three sentences]
The other person: [their role, what they care about, how they usually react under pressure]
What I want from the conversation: [the outcome you need]
What I am worried about: [your fear]

Step 1: Ask me up to three clarifying questions.
Step 2: Play the other person realistically, including pushback and emotion. Stay in character until I type "pause".
Step 3: When I type "pause", step out of the role and give me feedback:
- what I said that helped;
- where I became defensive, vague or too long;
- one sentence I should use next time, word for word.

Keep your turns in the role-play short, as a real person would.
`,
  }),
  prompt({
    id: 'prompt-advisory-board',
    title: 'Convene Your Personal Advisory Board',
    slug: 'personal-advisory-board',
    category: 'edge-co-pilots',
    tags: ['advisory', 'chief-of-staff'],
    description:
      'Put a decision in front of a panel of five contrasting advisers and hear where they agree and where they clash.',
    aboutPrompt:
      'Good decisions need dissent. This prompt simulates an advisory board of distinct perspectives so you can test a decision before you take it to real people.',
    howToUse:
      'Use it for decisions with real trade-offs. Replace the default advisers with perspectives that matter in your industry.',
    explainerContent: `
## About the advisers

The five default voices are chosen to disagree: a **customer advocate**, a **sceptical CFO**, a **frontline manager**, a **regulator** and a **competitor's strategist**. Swap any of them for a perspective your own board lacks.
`,
    featured: true,
    orderIndex: 3,
    createdOn: '2026-06-15',
    content: `
You will simulate my personal advisory board. The board has five members:
1. A customer advocate who cares only about customer outcomes.
2. A sceptical CFO focused on cash, risk and payback.
3. A frontline manager who will have to implement the decision.
4. A regulator concerned with fairness, safety and compliance.
5. A competitor's head of strategy who wants us to fail.

The decision in front of the board: [describe the decision and the options]
Context they should know: [market, constraints, timing]

Run the meeting as follows:
- Each adviser gives their view in no more than 80 words, in character.
- Then the advisers respond to each other once, focusing on the strongest disagreement.
- Finally, as the board secretary, summarise: points of agreement, the key unresolved tension, and the question I must answer before deciding.

Do not soften the disagreements. I want to hear the best case against my preferred option.
`,
  }),
  prompt({
    id: 'prompt-weak-signals',
    title: 'Weak Signals Scanner',
    slug: 'weak-signals-scanner',
    category: 'edge-signals',
    tags: ['signals', 'scanning'],
    description:
      'Scan a batch of news, reports and notes for the faint signals of change that matter to your business.',
    aboutPrompt:
      'Weak signals are early hints of change that are easy to dismiss. This prompt helps you sift through a week of reading and surface the few items worth a second look.',
    howToUse:
      'Paste headlines, short excerpts or your own notes (ten to thirty items). Run it weekly and keep the output in one document to see patterns build up.',
    explainerContent: `
## What counts as a weak signal?

Something **small, early and ambiguous**: a niche start-up, a regulatory consultation, a change in how a customer group talks. Strong signals are already in the headlines; by then it is too late to get ahead.
`,
    featured: true,
    orderIndex: 1,
    createdOn: '2026-03-23',
    updatedOn: '2026-08-12',
    content: `
Act as a strategic foresight analyst working for the executive team of [organisation], which operates in [industry and markets].

Below is a list of items I collected this week: news, reports, conversations and observations.
[paste items]

For each item, decide whether it is:
- noise (ignore),
- a strong signal (already widely recognised), or
- a weak signal (early, ambiguous, potentially important).

For every weak signal:
1. Describe in one sentence what might be changing.
2. Explain how it could affect our customers, our operations or our competitive position within three years.
3. Rate its potential impact (low, medium, high) and how uncertain it is.
4. Suggest one cheap way to learn more in the next month.

End with a short paragraph: which two signals should the executive team discuss this month, and why?
`,
  }),
  prompt({
    id: 'prompt-market-trend-stress-test',
    title: 'Market Trend Stress Test',
    slug: 'market-trend-stress-test',
    category: 'edge-signals',
    tags: ['market-trends'],
    description:
      'Test your strategy against a market trend you keep hearing about: what if it arrives faster, slower, or not at all?',
    aboutPrompt:
      'Strategies quietly depend on assumptions about trends. This prompt makes those assumptions explicit and tests your plan against three different speeds of change.',
    howToUse: 'Pick one trend at a time. Share a summary of your strategy, not the full document.',
    explainerContent: null,
    orderIndex: 2,
    createdOn: '2026-07-02',
    content: `
Act as a strategy adviser who specialises in scenario planning.

Our strategy in brief: [three to five bullet points]
The trend I want to test: [e.g. AI agents replacing first-line customer service]

1. State the assumptions our strategy makes about this trend, even implicit ones.
2. Describe three scenarios over the next three years:
   - the trend arrives twice as fast as expected;
   - it arrives as expected;
   - it stalls or reverses.
3. For each scenario, explain what happens to our strategy: what still works, what breaks, and the first visible sign that this scenario is unfolding.
4. Recommend two no-regret moves that make sense in all three scenarios, and one hedge worth considering.

Use plain language and keep the answer under 600 words.
`,
  }),
  prompt({
    id: 'prompt-competitor-move-decoder',
    title: 'Competitor Move Decoder',
    slug: 'competitor-move-decoder',
    category: 'edge-signals',
    tags: ['signals', 'market-trends'],
    description:
      'Make sense of a competitor’s announcement: what they are really doing, why now, and how you should respond.',
    aboutPrompt:
      'When a competitor moves, leadership teams tend to either overreact or dismiss it. This prompt gives you a calm, structured reading before you decide.',
    howToUse:
      'Paste the announcement or article together with what you already know about the competitor.',
    explainerContent: null,
    orderIndex: null,
    createdOn: '2026-09-07',
    content: `
Act as a competitive intelligence analyst.

A competitor, [name], has just announced: [paste the announcement or summary]
What we know about them: [size, strategy, recent moves]
Our position: [where we compete with them]

Please analyse:
1. What they are most likely trying to achieve, with two alternative explanations.
2. Why they might be doing it now.
3. What it tells us about their capabilities or constraints.
4. How customers are likely to react.
5. Three possible responses for us (ignore, match, leapfrog) with the risks of each.

Finish with the one question our leadership team should answer before choosing a response.
`,
  }),
];
