import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageHead } from '../../ui/use-page-head.ts';
import {
  ExampleBlock,
  GuideArticle,
  GuideList,
  GuideNext,
  GuideSection,
  Point,
} from './guide-article.tsx';

const TITLE = 'Context Engineering: Giving AI What It Needs to Know';
const LEAD =
  'A model only knows what you give it. This guide shows executives what context to provide, how to structure it so it is used, and what a good context brief looks like.';

const SECTIONS = [
  { id: 'why', title: 'From prompts to context' },
  { id: 'what-to-give', title: 'What context to give an AI' },
  { id: 'structure', title: 'How to structure it' },
  { id: 'examples', title: 'Examples' },
  { id: 'mistakes', title: 'Common mistakes' },
  { id: 'ownership', title: 'Who owns the context' },
];

const TEMPLATE = `# Purpose
What this work is for, and the decision it will inform.

# Facts (as of [date])
The numbers, definitions and documents that count as the source of truth.

# Priorities and constraints
What matters most, what we will not do, budget and time limits.

# People
Who the audience is, who decides, who must agree, what each of them cares about.

# History
What has been tried or decided before, and why.

# Standards
What a good answer looks like: length, tone, an example we liked.

# Boundaries
What the AI must not assume, invent or share.`;

const BOARD_PACK = `# Purpose
Prepare the CEO's cover note for the Q3 board pack. The board will decide whether to approve the second phase of the pricing change.

# Facts (as of 30 September)
- Q3 revenue 48.2m, 3% above plan; gross margin 71% (plan 73%).
- Phase one of the pricing change: 6% average uplift, churn in small accounts up from 1.1% to 1.6% per month.
- Source of truth: the finance summary attached below, not the July forecast.

# Priorities and constraints
- The board's main concern is small-account churn; address it first.
- We will not offer blanket discounts. Any retention offer must be targeted.

# People
- Chair: former CFO, wants numbers before narrative.
- Two new non-executives: need a one-paragraph reminder of what phase one was.

# Standards
One page. Plain English. Lead with the recommendation, then the evidence, then the risks.

# Boundaries
Do not estimate figures that are not in the finance summary; mark gaps as [missing].`;

/** /engineering/context-engineering: a static guide to curating what AI knows. */
export function ContextEngineeringPage() {
  usePageHead({
    title: TITLE,
    description:
      'A practical context engineering guide for executives: what context to give an AI, how to structure it, worked examples and the common mistakes.',
    canonical: '/engineering/context-engineering',
    type: 'article',
  });
  return (
    <GuideArticle
      eyebrow="Guide · Context Engineering"
      title={TITLE}
      lead={LEAD}
      minutes={8}
      sections={SECTIONS}
      next={
        <GuideNext
          related={{
            to: '/engineering/prompt-engineering-guide',
            label: 'The prompt engineering guide',
            text: 'How to brief an AI once it knows what it needs to.',
          }}
        />
      }
    >
      <GuideSection id="why" title="From prompts to context">
        <Text>
          The same question about customer churn gets a generic list when asked cold, and a
          genuinely useful analysis when the model can see your segment definitions, last quarter’s
          board pack and the notes from three customer interviews. The words of the question barely
          changed. What changed was the context.
        </Text>
        <Text>
          Context engineering is the deliberate design of what an AI system sees before it answers:
          which material it gets, how that material is organised, how fresh it is and where the
          boundaries lie. It decides whether AI works from your reality or from the internet’s
          average, which makes it a leadership decision about knowledge, not an IT setting.
        </Text>
      </GuideSection>

      <GuideSection id="what-to-give" title="What context to give an AI">
        <Text>Think of the briefing a capable new colleague would need on day one:</Text>
        <GuideList
          items={[
            <Point title="Purpose.">
              The decision or deliverable the work serves, and why it matters now.
            </Point>,
            <Point title="Facts.">
              The numbers, definitions and documents that count as the truth, with their dates.
            </Point>,
            <Point title="Priorities and constraints.">
              What matters most, what is off the table, the budget and the deadline.
            </Point>,
            <Point title="People.">
              The audience, the decision-makers and what each of them cares about.
            </Point>,
            <Point title="History.">
              What has been tried or decided before, and why. This is the context models most often
              lack and people most often forget to give.
            </Point>,
            <Point title="Standards.">
              What good looks like: length, tone, a template or an example you liked.
            </Point>,
          ]}
        />
        <Text>
          Just as important is what to leave out: material your company has not approved for the
          tool you are using, superseded drafts that contradict current decisions, and long
          documents that are only loosely relevant. More context is not better context.
        </Text>
      </GuideSection>

      <GuideSection id="structure" title="How to structure it">
        <GuideList
          items={[
            <Point title="Use labelled sections.">
              Headings such as Purpose, Facts and Constraints let the model, and your colleagues,
              find what matters.
            </Point>,
            <Point title="Put the most important material first.">
              Lead with purpose and priorities; attach supporting documents after them.
            </Point>,
            <Point title="Name the source of truth and date it.">
              When two documents disagree, say which one wins. “As of 30 September” prevents stale
              answers.
            </Point>,
            <Point title="Separate facts from opinions.">
              Mark what is decided, what is assumed and what is still open.
            </Point>,
            <Point title="Keep it short and keep it current.">
              Two pages of curated context beat two hundred pages of everything. Review it when a
              decision changes, not once a year.
            </Point>,
          ]}
        />
        <ExampleBlock
          label="A context brief template"
          text={TEMPLATE}
          copyLabel="Copy template"
          copied="Template copied to clipboard"
        />
      </GuideSection>

      <GuideSection id="examples" title="Examples">
        <Text>
          <strong>A board pack cover note.</strong> The brief below turns a vague “draft my board
          note” into a request the model can do well, and makes the boundary on invented figures
          explicit.
        </Text>
        <ExampleBlock
          label="Example: board pack context brief"
          text={BOARD_PACK}
          copyLabel="Copy example brief"
          copied="Brief copied to clipboard"
        />
        <Text>
          <strong>A churn analysis.</strong> Give the segment definitions, the last two quarters of
          churn by segment, five verbatim quotes from exit interviews and the retention actions
          already tried. Ask for hypotheses ranked by evidence, with what data would confirm each
          one.
        </Text>
        <Text>
          <strong>A standing context for your AI chief of staff.</strong> Your quarterly priorities,
          key stakeholders and working preferences, written once and reused in every conversation.
          The{' '}
          <Link asChild color="orange.700">
            <RouterLink to="/prompts/detail/build-an-ai-chief-of-staff">
              Build an AI Chief of Staff
            </RouterLink>
          </Link>{' '}
          prompt is built around exactly this kind of context.
        </Text>
      </GuideSection>

      <GuideSection id="mistakes" title="Common mistakes">
        <GuideList
          items={[
            <Point title="Dumping everything in.">
              Irrelevant documents dilute the relevant ones and slow every answer down.
            </Point>,
            <Point title="Letting context go stale.">
              An old forecast quietly produces confident, outdated answers.
            </Point>,
            <Point title="Mixing drafts with decisions.">
              If the model cannot tell a proposal from a policy, neither can its answer.
            </Point>,
            <Point title="Forgetting the boundaries.">
              Decide up front what must never be shared with an external tool.
            </Point>,
            <Point title="Keeping context in one person’s chat history.">
              Context that lives only in one executive’s conversations helps no one else. Write it
              down where the team can reuse it.
            </Point>,
          ]}
        />
      </GuideSection>

      <GuideSection id="ownership" title="Who owns the context">
        <Text>
          The hard questions are not technical. What is our source of truth when strategy documents
          disagree? Which decisions should be written down so that people and machines can learn
          from them? What are we comfortable sharing with a vendor’s model? These are questions
          about how your organisation thinks, and they belong at the top table.
        </Text>
        <Text>
          A simple first step: before your next strategy offsite, build a context pack, a short,
          curated set of documents on your market, priorities, constraints and open questions. Give
          it to every participant and to the AI tools they use. The outputs improve, and writing the
          pack shows where your leadership team does not yet agree.
        </Text>
      </GuideSection>
    </GuideArticle>
  );
}
