import type { Essay } from '../../domain/types.ts';
import { essay } from './helpers.ts';

/** Essays on leading people and boards through change. */
export const leadershipEssays: Essay[] = [
  essay({
    id: 'essay-board-questions',
    title: 'Your Board Is Asking About AI. Here Is What They Actually Want to Know.',
    slug: 'what-your-board-wants-to-know-about-ai',
    category: 'general',
    publishedOn: '2026-08-18',
    readingTime: 6,
    featured: true,
    tags: ['governance', 'board', 'ai-strategy'],
    authorName: 'James Whitfield',
    excerpt:
      'Behind every board question about AI sit four real concerns. Answer those, and the ' +
      'conversation moves from anxiety to oversight.',
    content: `
"What is our AI strategy?" has become the most common question in board meetings, and one of the least useful. Directors rarely want a strategy deck. They want reassurance on four things, and most management teams answer none of them directly.

# 1. Are we exposed?

Boards worry first about **risk**: data leaving the company, biased decisions, regulatory breaches, reputational incidents. Show them:

- which AI tools are approved and which are blocked;
- where AI influences decisions about customers or employees;
- who is accountable when something goes wrong.

# 2. Are we falling behind?

Next comes **relevance**. Directors read the same headlines you do. Give them a short, honest comparison with two or three peers, and be specific about where you lead and where you lag.

# 3. Is management capable?

This is the unspoken question. Boards are assessing whether *you* understand the technology well enough to lead it. Nothing answers it better than a leader who uses AI personally and can describe, concretely, what changed in their own work.

# 4. What will it cost, and when will we know?

Finally, **economics and milestones**. Resist the temptation to promise big savings. Offer instead a sequence of learning milestones with clear decision points, and say what would make you stop.

# A one-page format

We recommend replacing the AI strategy deck with a single page: *exposure, position, capability, milestones*. It fits in the board pack, invites better questions and, crucially, can be updated every quarter.
`,
  }),
  essay({
    id: 'essay-leading-through-fog',
    title: 'Leading Through the Fog: Decisions When the Map Keeps Changing',
    slug: 'leading-through-the-fog',
    headerImageUrl: '/media/signals.svg',
    category: 'general',
    publishedOn: '2026-09-08',
    readingTime: null,
    tags: ['decision-making', 'uncertainty', 'leadership'],
    authorName: 'Dr. Maya Okafor',
    excerpt:
      'When the ground shifts every quarter, the quality of a decision matters less than the ' +
      'speed at which you can learn whether it was right.',
    content: `
One of the executives in our spring cohort described her situation perfectly: *"I am making five-year decisions with six-month information."*

That is the condition of leadership right now. The capabilities of AI systems change faster than planning cycles. Customer expectations follow. Competitors you did not know existed appear in your pipeline reviews.

# Decide smaller, learn faster

In fog, big irreversible decisions are dangerous. The alternative is not paralysis but **decomposition**:

- Split large bets into a sequence of smaller, reversible ones.
- Attach a clear learning question to each.
- Agree in advance what result would make you double down, and what would make you stop.

# Separate the reversible from the irreversible

Amazon famously distinguished one-way doors from two-way doors. The distinction is more useful than ever. Most AI decisions, which tool, which pilot, which workflow, are **two-way doors** and should be made quickly by the people closest to the work. A few, the data you share, the roles you redesign, the promises you make to customers, are **one-way doors** and deserve the full attention of the top team.

# Use machines to widen, humans to narrow

AI is excellent at generating options, surfacing counter-arguments and stress-testing assumptions. It is poor at weighing values, reading a room or owning consequences. A good decision process in fog uses both:

1. Ask AI to widen the field: *what are ten ways this could go wrong?*
2. Ask people to narrow it: *which three do we actually believe?*
3. Decide, and set the date on which you will look again.

The fog will not lift. Leaders who build a rhythm for deciding inside it will find that their organisations become calmer, not more anxious.
`,
  }),
  essay({
    id: 'essay-pilot-purgatory',
    title: 'The Quiet Cost of Pilot Purgatory',
    slug: 'the-quiet-cost-of-pilot-purgatory',
    category: 'general',
    publishedOn: '2026-07-28',
    readingTime: 5,
    tags: ['transformation', 'ai-adoption', 'operating-model'],
    authorName: null,
    excerpt:
      'Forty pilots, zero production deployments. Why so many AI programmes stall after the ' +
      'demo, and the three decisions that get them moving again.',
    content: `
Almost every large organisation we meet has the same slide: a grid of AI pilots, colour-coded by business unit, most of them green. And almost none of them is in production.

Welcome to **pilot purgatory**.

# Why pilots stall

The pattern is remarkably consistent:

- Pilots are chosen because they are *safe*, not because they matter.
- Success is defined as "the demo worked", not "the business changed".
- Nobody owns the step from pilot to process: not IT, not the business, not the transformation office.

The cost is not just wasted budget. It is **credibility**. After the third stalled pilot, employees stop believing that anything will change, and the best people stop volunteering.

# Three decisions that break the cycle

1. **Kill most of them.** Keep the two or three pilots tied to a real operating metric and stop the rest publicly, with thanks.
2. **Name a business owner** for each survivor, someone whose targets improve if it succeeds.
3. **Fund the boring part**: integration, training, process redesign. This is usually three to five times the pilot budget, and it is where the value lives.

# The leadership test

Pilot purgatory is rarely a technology problem. It is a sign that the leadership team has not decided what it wants AI to *change*. Answer that question, and the pilots sort themselves out.
`,
  }),
  essay({
    id: 'essay-narrative-design',
    title: 'Narrative Design: Why Your Change Story Matters More Than Your Roadmap',
    slug: 'narrative-design-change-story',
    category: 'general',
    publishedOn: '2026-06-23',
    readingTime: null,
    tags: ['narrative-design', 'communication', 'change'],
    authorName: 'Lena Fischer',
    excerpt:
      'People do not resist change. They resist stories in which they have no part. Narrative ' +
      'design is how leaders write everyone in.',
    content: `
Every transformation has a roadmap. Few have a story. And it is the story, not the roadmap, that people repeat to each other in the corridor, on the school run and in the exit interview.

# What people hear

When leaders announce an AI programme, they usually talk about *efficiency*, *productivity* and *the future of work*. What many employees hear is simpler: **"fewer of us"**.

That gap is not a communication failure. It is a narrative vacuum, and people fill vacuums with fear.

# Elements of a good change story

A change story that works answers four questions, in plain language:

1. **Why now?** What is changing outside that makes this necessary?
2. **What stays the same?** The values, customers and strengths we are protecting.
3. **What is my part?** Concrete roles for people at every level, not just the experts.
4. **How will we know it is working?** Signals everyone can see.

# Tell it, then let others retell it

The most powerful moment in a change story is when it stops being yours. Invite teams to write their own version: *how does this change our work?* Their stories will be more specific, more honest and far more persuasive than anything from the corporate communications team.

For prompts that help you draft and test a change narrative, see the [EDGEprint collection](/prompts/edgeprint).
`,
  }),
];
