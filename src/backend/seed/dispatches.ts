import type { Dispatch } from '../../domain/types.ts';
import { dispatch } from './helpers.ts';

/** Weekly newsletter issues ("Dispatches from the EDGE"), newest last; one unpublished draft. */
export const seedDispatches: Dispatch[] = [
  dispatch({
    id: 'dispatch-38',
    title: 'Dispatch #38: The Two-Hour Rule',
    slug: 'dispatch-38-the-two-hour-rule',
    publishedOn: '2026-10-05',
    tags: ['dispatch', 'habits', 'ai-literacy'],
    authorName: 'Dr. Maya Okafor',
    excerpt: 'Why every executive on your team should spend two hours a week with an AI assistant.',
    content: `
Good morning from the EDGE.

This week's idea is deliberately simple: **two hours a week**. That is the minimum we now recommend every executive spends using an AI assistant on their own real work, not in a demo and not delegated to a team member.

# Why two hours

Under an hour and people never get past the novelty. Over three and it starts to feel like a project. Two hours is enough to try something, fail, adjust and try again.

# What to do with them

- Draft one difficult message you have been putting off.
- Ask for the strongest argument *against* a decision you have already made.
- Summarise a long report, then check the summary against the original.

# One question for you

Which task would you most like to hand over, and what is stopping you? Hit reply and tell me; I read every answer.

Until next week,
Maya
`,
  }),
  dispatch({
    id: 'dispatch-39',
    title: 'Dispatch #39: Signals Worth Watching This Quarter',
    slug: 'dispatch-39-signals-worth-watching',
    publishedOn: '2026-10-12',
    readingTime: 4,
    tags: ['dispatch', 'signals', 'market-trends'],
    authorName: 'Dr. Maya Okafor',
    excerpt:
      'Agents in procurement, the return of the generalist and a quiet shift in board packs.',
    content: `
Good morning from the EDGE.

Three signals crossed my desk this week that I think matter more than the headlines suggest.

# 1. Agents are arriving in procurement

Several large buyers now let AI agents handle the first round of supplier negotiation on low-value contracts. If you sell to enterprises, **your counterpart may soon be a machine**. What does your sales team need to learn?

# 2. The generalist is back

With AI covering more specialist tasks, two of the leadership teams I work with are hiring for breadth: people who can frame problems across functions. Watch your own job descriptions.

# 3. Board packs are shrinking

One chair told me her board now receives a two-page AI-prepared summary with the full pack as an appendix. Directors read more of it, not less.

For a structured way to scan for signals like these, try the [Weak Signals Scanner](/prompts/detail/weak-signals-scanner).

Until next week,
Maya
`,
  }),
  dispatch({
    id: 'dispatch-40',
    title: 'Dispatch #40: Meetings Are the New Bottleneck',
    slug: 'dispatch-40-meetings-are-the-new-bottleneck',
    publishedOn: '2026-10-19',
    tags: ['dispatch', 'meetings', 'productivity'],
    authorName: 'James Whitfield',
    excerpt: 'AI made the work faster. The meetings about the work did not get the memo.',
    content: `
Good morning from the EDGE. Maya has handed me the pen this week.

Here is a pattern I keep seeing: teams use AI to produce analysis in a day that used to take a week, and then wait **three weeks** for a slot in the steering committee.

# The bottleneck moved

When production gets faster, coordination becomes the constraint. In most organisations that means meetings: too many, too long, and designed for a slower world.

# Three fixes to try

1. **Decide in the pre-read.** Circulate an AI-prepared briefing with a proposed decision; use the meeting only for objections.
2. **Halve the standing meetings** and see which ones anybody misses.
3. **Give every meeting an owner and an output**: a decision, a plan or a cancelled meeting.

Our [Decision Meeting Designer](/prompts/detail/decision-meeting-designer) prompt will draft the agenda for you.

Until next week,
James
`,
  }),
  dispatch({
    id: 'dispatch-41',
    title: 'Dispatch #41: What the Best Leaders Did Differently This Year',
    slug: 'dispatch-41-what-the-best-leaders-did-differently',
    publishedOn: '2026-10-26',
    readingTime: 5,
    featured: true,
    tags: ['dispatch', 'leadership', 'reflection'],
    authorName: 'Dr. Maya Okafor',
    excerpt: 'Five habits shared by the leaders who made real progress with AI in 2026.',
    content: `
Good morning from the EDGE.

As the year winds down, I looked back at the leaders in our programmes who made the most progress. They were not the most technical. They shared five habits:

# The five habits

1. **They went first.** They used the tools personally before asking anyone else to.
2. **They talked about judgement, not tools.** Their question was always "what should we decide differently?"
3. **They killed pilots.** Loudly, and with thanks to the teams involved.
4. **They wrote things down.** Decisions, assumptions, context: fuel for both people and machines.
5. **They protected thinking time.** The hours AI gave back went into the long view.

# Your turn

Which of the five is strongest for you, and which is weakest? If you want a structured answer, the [EDGE State Diagnostic](/#diagnostic) takes less than five minutes.

Thank you for reading this year. Next week: our plans for the new cohort.

Maya
`,
  }),
  dispatch({
    id: 'dispatch-42-draft',
    title: 'Dispatch #42: Cohort Plans for the New Year',
    slug: 'dispatch-42-cohort-plans-draft',
    publishedOn: null,
    createdOn: '2026-10-29',
    tags: ['dispatch', 'courses'],
    authorName: 'Dr. Maya Okafor',
    excerpt: 'DRAFT: announcing the January Executive EDGE cohort.',
    content: `
Good morning from the EDGE.

**Draft.** Announce the dates for the Executive EDGE cohort and the AI EDGE waiting list.
`,
  }),
];
