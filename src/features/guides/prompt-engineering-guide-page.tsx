import { Text } from '@chakra-ui/react';
import { usePageHead } from '../../ui/use-page-head.ts';
import {
  ExampleBlock,
  GuideArticle,
  GuideList,
  GuideNext,
  GuideSection,
  Point,
} from './guide-article.tsx';

const TITLE = 'The Prompt Engineering Guide for Executives';
const LEAD =
  'How to brief an AI assistant the way you would brief your best chief of staff: six principles, a worked example and the mistakes that waste most leaders’ first month.';

const SECTIONS = [
  { id: 'why', title: 'Prompting is delegation' },
  { id: 'principles', title: 'Six principles' },
  { id: 'worked-example', title: 'A worked example' },
  { id: 'mistakes', title: 'Common mistakes' },
  { id: 'checklist', title: 'Before you press enter' },
];

const COLD_PROMPT = 'Write a strategy for our European expansion.';

const BRIEFED_PROMPT = `Act as a sceptical strategy adviser who has seen many mid-size software companies expand into Europe, and several fail.

Context:
- We are a 400-person B2B software company, profitable, 90% of revenue in North America.
- The board wants a decision in six weeks on whether to open a European office in 2027.
- We already have 35 European customers, mostly in Germany and the Netherlands, served from Boston.
- Our constraint: we can fund one major initiative next year, not two.

Task: Compare three options: (1) open an office in Amsterdam, (2) expand through a reseller partner, (3) stay remote and revisit in 2028.

Format: a one-page memo for the board. For each option give the upside, the main risk, the first-year cost range and what we would need to believe for it to be the right choice. End with your recommendation in two sentences.

Then list the three assumptions in your memo that I should check first, and what evidence would change your recommendation.`;

/** /engineering/prompt-engineering-guide: a static guide to briefing AI well. */
export function PromptEngineeringGuidePage() {
  usePageHead({
    title: TITLE,
    description:
      'A practical prompt engineering guide for executives: six principles, a worked before-and-after example and the common mistakes to avoid.',
    canonical: '/engineering/prompt-engineering-guide',
    type: 'article',
  });
  return (
    <GuideArticle
      eyebrow="Guide · Prompt Engineering"
      title={TITLE}
      lead={LEAD}
      minutes={7}
      sections={SECTIONS}
      next={
        <GuideNext
          related={{
            to: '/engineering/context-engineering',
            label: 'Context engineering',
            text: 'The next step: deciding what your AI knows before you ask.',
          }}
        />
      }
    >
      <GuideSection id="why" title="Prompting is delegation">
        <Text>
          Most leaders’ first conversation with an AI assistant is a disappointment. You ask for a
          strategy and receive five tidy paragraphs that could apply to any company on earth. The
          model is rarely the problem. The brief is.
        </Text>
        <Text>
          Prompt engineering, for an executive, is not a bag of tricks. It is the same skill that
          separates a great delegation from a vague request: saying who the work is for, what you
          already know, what good looks like and what you are worried about. Leaders who brief a
          machine as carefully as they brief a direct report get senior-grade drafts in minutes.
        </Text>
      </GuideSection>

      <GuideSection id="principles" title="Six principles">
        <GuideList
          ordered
          items={[
            <Point title="Start from the outcome, not the topic.">
              Say which decision, meeting or document the answer will serve. “Help me decide whether
              to delay the launch” beats “tell me about launch timing”.
            </Point>,
            <Point title="Give it a role with a point of view.">
              “Act as a sceptical CFO” or “as a customer who has just churned” produces sharper
              thinking than a neutral assistant that tries to please everyone.
            </Point>,
            <Point title="Supply the context it cannot guess.">
              Audience, constraints, history, politics, what has already been tried. Anything a new
              hire would need to know, the model needs too.
            </Point>,
            <Point title="Ask for one task at a time.">
              Use one clear verb: compare, critique, draft, summarise, decide. Five requests in one
              prompt get five shallow answers.
            </Point>,
            <Point title="Specify the shape of the answer.">
              A one-page memo, a table of options with trade-offs, three bullet points for a board
              member with ten minutes. Format is where most of the time savings come from.
            </Point>,
            <Point title="Make it argue with itself.">
              Ask for the weakest assumptions, the strongest counter-argument and what evidence
              would change its mind. A model that critiques its own draft is far more useful than
              one that only agrees with you.
            </Point>,
          ]}
        />
      </GuideSection>

      <GuideSection id="worked-example" title="A worked example">
        <Text>Here is the request most of us start with:</Text>
        <ExampleBlock label="Before: the cold request" text={COLD_PROMPT} tone="weak" />
        <Text>
          It names a topic, not a decision. The model does not know the company, the market, the
          deadline or the constraint, so it falls back on the internet’s average answer. Here is the
          same request, briefed:
        </Text>
        <ExampleBlock
          label="After: the briefed prompt"
          text={BRIEFED_PROMPT}
          copyLabel="Copy example prompt"
        />
        <Text>What changed:</Text>
        <GuideList
          items={[
            <Point title="Role:">
              a sceptical adviser with relevant scars, not a cheerleader.
            </Point>,
            <Point title="Context:">
              size, revenue mix, existing customers and the one real constraint.
            </Point>,
            <Point title="Task:">compare three named options instead of “write a strategy”.</Point>,
            <Point title="Format:">
              a one-page board memo with the same four points per option.
            </Point>,
            <Point title="Critique:">
              the assumptions to check first and what would change the answer.
            </Point>,
          ]}
        />
        <Text>
          Then keep the conversation going. Ask “Rewrite the recommendation for a board member who
          distrusts jargon”, or “What would our largest competitor do if they read this memo?”. Each
          turn adds context the model did not have; by the fourth exchange you are usually working
          with something genuinely useful.
        </Text>
      </GuideSection>

      <GuideSection id="mistakes" title="Common mistakes">
        <GuideList
          items={[
            <Point title="Asking cold.">
              A one-line question gets a one-size-fits-all answer. Spend two minutes on context; it
              saves twenty minutes of editing.
            </Point>,
            <Point title="Accepting the first draft.">
              The first answer is a starting point. Push back, ask for alternatives, ask what is
              missing.
            </Point>,
            <Point title="Trusting fluent facts.">
              Models write confidently about numbers, names and sources they have invented. Check
              anything you would be embarrassed to get wrong in front of your board.
            </Point>,
            <Point title="Pasting what should stay private.">
              Deal terms, personal data and unannounced plans belong only in tools your company has
              approved for them.
            </Point>,
            <Point title="Outsourcing the judgement.">
              The model can widen your view and speed up the work. The decision, and the
              accountability for it, stay with you.
            </Point>,
            <Point title="Starting from scratch every time.">
              Save the prompts that work. Within a month you will have a personal library that saves
              hours every week.
            </Point>,
          ]}
        />
      </GuideSection>

      <GuideSection id="checklist" title="Before you press enter">
        <Text>A thirty-second check for any prompt that matters:</Text>
        <GuideList
          items={[
            'Have I said what the answer is for: the decision, meeting or document?',
            'Have I given it a role, and a point of view?',
            'Does it know what a new colleague would need to know?',
            'Is there one clear task?',
            'Have I said how long the answer should be and what shape it should take?',
            'Have I asked it to challenge its own answer?',
          ]}
        />
        <Text>
          Want a head start? The AI EDGE prompt packs are written this way: copy one, fill in the
          brackets and adapt it to your own work.
        </Text>
      </GuideSection>
    </GuideArticle>
  );
}
