import type { Essay } from '../../domain/types.ts';
import { essay } from './helpers.ts';

const MAYA_BIO =
  'Dr. Maya Okafor advises executive teams on leading through technology-driven change. ' +
  'She spent fifteen years in operating roles before founding EDGE Navigator.';

/** The flagship essay, the prompt-engineering essay and the context-engineering essay. */
export const foundationEssays: Essay[] = [
  essay({
    id: 'essay-edge-dilemma',
    title: 'The EDGE Dilemma',
    slug: 'the-edge-dilemma',
    headerImageUrl: '/media/edge-dilemma.svg',
    category: 'general',
    publishedOn: '2026-06-02',
    updatedOn: '2026-09-14',
    featured: true,
    tags: ['leadership', 'change', 'ai-strategy'],
    authorName: 'Dr. Maya Okafor',
    authorBio: MAYA_BIO,
    excerpt:
      'Every leader now stands at the same edge: move too fast and you break the organisation, ' +
      'move too slowly and the market breaks it for you. Here is how to hold both truths at once.',
    metaDescription:
      'The EDGE Dilemma: why leaders must move fast and slow at the same time when AI reshapes their organisation, and a practical way to do it.',
    seoKeywords: ['EDGE dilemma', 'AI leadership', 'change management'],
    canonicalAnswer:
      'The EDGE Dilemma is the tension between adopting AI fast enough to stay relevant and slowly enough to keep trust, judgement and culture intact.',
    faqs: [
      {
        question: 'Is the EDGE Dilemma only about AI?',
        answer:
          'No. AI makes it sharper, but any technology that changes how decisions are made creates the same tension.',
      },
      {
        question: 'Where should a leadership team start?',
        answer:
          'With one decision that matters this quarter. Map who decides, with what information, and where AI could change that.',
      },
    ],
    content: `
Every executive I work with is living inside the same contradiction. The board wants an AI strategy by next quarter. The people who actually run the business want to know whether their jobs will exist next year. And the leader in the middle is expected to be both the accelerator and the brake.

I call this **the EDGE Dilemma**: the moment when the cost of waiting and the cost of rushing become equally visible.

# Two failure modes, one root cause

Organisations tend to fall off the edge in one of two directions:

- **The sprint off the cliff.** Tools are bought, pilots are launched, a centre of excellence is announced, and nine months later nothing in the operating model has changed except the software bill.
- **The slow freeze.** Risk, legal and IT write careful policies, every use case waits for a committee, and the most capable people quietly use consumer tools on their phones.

Both look like opposite problems. They share a root cause: leaders treat AI as a *technology decision* rather than a *leadership decision*. The question is not "which model?" but "which judgements are we willing to share with a machine, and how will we know it is working?"

# Holding both truths

The leaders who navigate the dilemma well do three things at once:

1. **They move fast on learning.** Every member of the executive team uses AI personally, every week, on real work. You cannot lead what you have not felt.
2. **They move slowly on commitments.** Contracts, reorganisations and headcount decisions wait until the learning has produced evidence.
3. **They make the pace explicit.** Teams are told which areas are in "explore" mode and which are in "protect" mode, and why.

# A practical first step

Pick one decision your leadership team makes every month, a pricing review, a hiring plan, a portfolio call, and run it twice: once the usual way, once with an AI co-pilot preparing the briefing and challenging the conclusion. Compare not just the answer but the *quality of the conversation*.

That experiment costs a few hours. It will teach you more about your organisation's readiness than any maturity model.

If you want a structured way to run it, start with our [AI Chief of Staff prompt](/prompts/detail/build-an-ai-chief-of-staff) and the [EDGE State Diagnostic](/#diagnostic).
`,
  }),
  essay({
    id: 'essay-prompt-engineering',
    title: 'Prompt Engineering for Executives: Asking Better Questions of Machines',
    slug: 'prompt-engineering',
    category: 'prompt-engineering',
    publishedOn: '2026-07-07',
    updatedOn: '2026-10-02',
    readingTime: 7,
    featured: true,
    tags: ['prompt-engineering', 'ai-literacy', 'executive-skills'],
    authorName: 'Dr. Maya Okafor',
    authorBio: MAYA_BIO,
    excerpt:
      'Prompt engineering is not a technical trick. For executives it is the discipline of ' +
      'briefing well: the same skill that separates a great delegation from a vague request.',
    metaTitle: 'Prompt Engineering for Executives',
    metaDescription:
      'A practical guide to prompt engineering for senior leaders: role, context, task, format and critique, with examples you can use today.',
    seoKeywords: ['prompt engineering', 'executive AI skills', 'AI prompts for leaders'],
    content: `
Most executives have already had the disappointing first conversation with an AI assistant. You ask for "a strategy for our European expansion" and receive five tidy paragraphs that could apply to any company on earth.

The problem is rarely the model. It is the brief.

# Prompting is delegation

Think about how you would brief a talented new chief of staff. You would not say "write me a strategy". You would explain who the audience is, what you already know, what you are worried about, what a good outcome looks like and when you need it.

A good prompt does exactly the same. We teach five elements:

1. **Role**: who should the model be? *"Act as a sceptical CFO reviewing an investment case."*
2. **Context**: what does it need to know that it cannot guess? Market, constraints, history, politics.
3. **Task**: one clear verb. Compare, critique, draft, summarise, decide.
4. **Format**: a table, a one-page memo, three options with trade-offs.
5. **Critique**: ask it to challenge its own answer and list what would change its mind.

# From one-shot to conversation

The best results come from treating the exchange as a working session, not a vending machine. Ask for a first draft, then push:

- *What are the three weakest assumptions in what you just wrote?*
- *Rewrite this for a board member who has ten minutes and distrusts jargon.*
- *What would a competitor do if they read this?*

Each turn adds context the model did not have. By the fourth exchange you are usually working with something genuinely useful.

# What not to delegate

Prompt engineering also means knowing where the edge of the tool is. Do not paste confidential deal terms into tools your company has not approved. Do not let a fluent answer substitute for a fact you can check. And never outsource the final judgement: the model can widen your view, but you own the decision.

# Practise on real work

Pick one recurring task this week, the Monday update, a difficult e-mail, a meeting agenda, and write the prompt as if you were briefing a person. Save the prompts that work. Within a month you will have a personal library that saves hours every week.

Our [prompt library](/prompts/edge-co-pilots) is a good place to start borrowing from.
`,
  }),
  essay({
    id: 'essay-context-engineering',
    title: 'Context Is the New Prompt: An Introduction to Context Engineering',
    slug: 'context-is-the-new-prompt',
    category: 'context-engineering',
    publishedOn: '2026-08-04',
    readingTime: null,
    tags: ['context-engineering', 'knowledge-management', 'ai-strategy'],
    authorName: 'Lena Fischer',
    authorBio:
      'Lena Fischer leads AI enablement programmes for global operations teams and writes about how organisations turn knowledge into advantage.',
    excerpt:
      'The quality of an AI answer depends less on the clever wording of a prompt than on the ' +
      'context around it. Context engineering is how organisations make that context deliberate.',
    content: `
Six months ago the conversation in most leadership teams was about prompts. Today the sharper teams are talking about something else: **context**.

A model only knows what you give it. The same question about customer churn produces a generic list when asked cold, and a genuinely useful analysis when the model can see your segment definitions, last quarter's board pack and the notes from three customer interviews.

# What context engineering means

Context engineering is the deliberate design of *what an AI system sees* before it answers. In practice it covers:

- **Sources**: which documents, data and decisions are made available, and which are not.
- **Structure**: how that material is organised so the most relevant parts are found first.
- **Freshness**: how quickly new decisions and facts reach the system.
- **Boundaries**: who may see what, and what must never leave the organisation.

None of this is glamorous. All of it determines whether AI becomes a trusted colleague or an eloquent stranger.

# Why it is a leadership topic

It is tempting to hand context engineering to IT. That would be a mistake, because the hard questions are not technical:

1. *What is our source of truth* when strategy documents disagree?
2. *Which decisions should be written down* so that people and machines can learn from them?
3. *What are we comfortable sharing* with a vendor's model, and what stays in-house?

These are questions about how your organisation thinks. They belong at the top table.

# Start with a context pack

A simple, high-value first step: for your next strategy offsite, build a **context pack**, a short, curated set of documents that describes your market, your priorities, your constraints and your open questions. Give it to every participant *and* to the AI tools they use.

You will notice two things. The AI outputs improve dramatically. And the act of writing the pack exposes where your leadership team does not actually agree.

For a longer treatment, read our [context engineering guide](/engineering/context-engineering).
`,
  }),
];
