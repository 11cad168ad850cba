import type { Essay } from '../../domain/types.ts';
import { essay } from './helpers.ts';

/** Essays on Executive Intelligence Engineering and its capabilities. */
export const intelligenceEssays: Essay[] = [
  essay({
    id: 'essay-eie-playbook',
    title: 'Executive Intelligence Engineering in Practice: A 90-Day Playbook',
    slug: 'executive-intelligence-engineering-90-day-playbook',
    category: 'general',
    publishedOn: '2026-10-20',
    featured: true,
    readingTime: 9,
    tags: ['executive-intelligence-engineering', 'ai-strategy', 'leadership'],
    authorName: 'Dr. Maya Okafor',
    authorBio:
      'Dr. Maya Okafor advises executive teams on leading through technology-driven change. ' +
      'She spent fifteen years in operating roles before founding EDGE Navigator.',
    excerpt:
      'The five capabilities of Executive Intelligence Engineering are easy to name and hard to ' +
      'build. This is the 90-day plan we use with leadership teams who want to start for real.',
    metaDescription:
      'A 90-day playbook for building Executive Intelligence Engineering: prompt engineering, context engineering, narrative design, cognitive orchestration and temporal design.',
    seoKeywords: ['Executive Intelligence Engineering', 'AI leadership programme', '90-day plan'],
    content: `
When we introduced **Executive Intelligence Engineering** last spring, the most common reply was: *"This makes sense. Where do we begin on Monday?"* This essay is the answer, drawn from the leadership teams we have worked with since.

Executive Intelligence Engineering is the craft of designing how a leader, their team and their AI systems think together. It rests on five capabilities: prompt engineering, context engineering, narrative design, cognitive orchestration and temporal design.

# Days 1 to 30: personal fluency

Nothing else works until the leaders themselves are fluent. In the first month:

- Every executive spends **at least two hours a week** using an approved AI assistant on their own work.
- Each person builds a personal prompt library of five prompts they use repeatedly.
- The team meets once a fortnight for thirty minutes to share what worked and what embarrassed them.

The aim is not expertise. It is to replace opinions about AI with experience of it.

# Days 31 to 60: shared context

In month two the focus moves from individuals to the team:

1. Write a **context pack** for the business: strategy, priorities, current bets, known risks.
2. Agree which decisions will be supported by AI briefings and which will not.
3. Run two important meetings with an AI-prepared pre-read and compare them with the usual format.

This is where context engineering and cognitive orchestration start to pay off. Meetings get shorter. Disagreements surface earlier.

# Days 61 to 90: narrative and tempo

The final month is about the organisation beyond the top team. Leaders craft the **story** of why the way they work is changing (narrative design) and decide what should change this quarter, this year and over three years (temporal design).

> The test at day 90 is simple: can every executive explain, in two minutes, how AI changes the way *they* make decisions?

# What to measure

Avoid vanity metrics like licences issued. Track instead:

- hours of senior time recovered per week;
- decisions made with a documented AI-assisted briefing;
- the number of people outside the top team using the shared context pack.

If you want a starting point for day one, the [AI Chief of Staff prompt](/prompts/detail/build-an-ai-chief-of-staff) is the single most useful prompt we know.
`,
  }),
  essay({
    id: 'essay-what-is-eie',
    title: 'What Is Executive Intelligence Engineering?',
    slug: 'what-is-executive-intelligence-engineering',
    category: 'general',
    publishedOn: '2026-05-19',
    readingTime: null,
    tags: ['executive-intelligence-engineering', 'leadership', 'capabilities'],
    authorName: 'Dr. Maya Okafor',
    excerpt:
      'A new discipline for a new kind of leadership: five capabilities that let executives think ' +
      'with machines without handing over their judgement.',
    content: `
For most of the last century, the core executive skills were stable: set direction, allocate capital, build teams, communicate. AI does not remove any of them. It changes how each one is done.

**Executive Intelligence Engineering** is our name for the set of capabilities leaders need to design how they, their teams and their AI systems think together.

# The five capabilities

1. **Prompt engineering**: briefing machines as clearly as you would brief your best people.
2. **Context engineering**: curating what your AI systems know about your business, and what they must not.
3. **Narrative design**: shaping the story that helps people make sense of change.
4. **Cognitive orchestration**: deciding which thinking is done by whom, human or machine, and in what order.
5. **Temporal design**: leading at several speeds at once, from this week's experiment to the three-year bet.

# Why "engineering"?

Because these are not traits you are born with. They are **designed practices** that can be learned, measured and improved. Leaders who treat them that way get compounding returns; leaders who wait for intuition to catch up get left behind.

# Why now

The tools have crossed a threshold. A capable assistant now costs less than a business lunch per month, and the executives who use it well are already working with a different sense of what is possible in a day.

You can read more about each capability on our [five capabilities page](/five-capabilities).
`,
  }),
  essay({
    id: 'essay-temporal-design',
    title: 'Temporal Design: Leading at Three Speeds',
    slug: 'temporal-design-leading-at-three-speeds',
    category: 'general',
    publishedOn: '2026-09-29',
    readingTime: 6,
    tags: ['temporal-design', 'strategy', 'change'],
    authorName: 'James Whitfield',
    authorBio:
      'James Whitfield is a former COO in financial services and now coaches leadership teams through large-scale transformation.',
    excerpt:
      'The hardest part of leading through AI-driven change is not speed. It is running three ' +
      'clocks at once without letting any of them stop.',
    content: `
Ask a leadership team how fast they should move on AI and you will get a single answer: *faster*. Ask them *which* things should move fast, and the room goes quiet.

# Three clocks

In our work with executive teams we now draw three clocks on the whiteboard:

- **The weekly clock**: experiments, personal use, small process changes. Cheap to try, cheap to stop.
- **The annual clock**: operating model, roles, budgets, vendor commitments. Expensive to reverse.
- **The decade clock**: what business you are in, what your people will need to be good at, what your customers will expect.

Most organisations run everything on one clock. Either everything is an experiment, and nothing sticks, or everything is a programme, and nothing moves.

# Designing the tempo

Temporal design means making each clock explicit:

1. **Name the horizon** of every AI initiative when it is announced.
2. **Set different evidence thresholds**: a weekly experiment needs curiosity; an annual commitment needs proof.
3. **Protect the decade clock** with a standing quarterly conversation that is never cancelled for operational fires.

# A warning about urgency

Urgency is useful on the weekly clock and corrosive on the decade clock. When everything is urgent, leaders stop thinking about the long-term questions that matter most, and AI, which makes short-term work faster still, can make that worse.

The best leaders we know use the time AI gives back to think further ahead, not to squeeze more into this week.
`,
  }),
];
