import { Button } from '@chakra-ui/react';
import { useBackend } from '../../backend/backend-context.tsx';
import { excerptOrFallback, FEATURED_ESSAY_TITLE } from '../../domain/content-rules.ts';
import { TASTER_LESSON_DATE } from '../../domain/external-links.ts';
import type { Essay, Prompt } from '../../domain/types.ts';
import { useAsync } from '../../ui/use-async.ts';
import { useOnlineAgain } from '../../ui/use-online.ts';
import { useSectionNavigation } from '../../ui/use-section-navigation.ts';
import { GetFullPromptButton } from '../prompts';
import type { HeroSlide } from './hero-slide.tsx';
import { useHomeEssays } from './use-home-essays.ts';

const EIE = 'executive intelligence engineering';
const mentionsEie = (text: string) => text.toLowerCase().replace(/[-_]+/g, ' ').includes(EIE);
const when = (e: Essay) => (e.publishedAt ?? e.createdAt).getTime();

/** The newest essay whose title or tags mention Executive Intelligence Engineering. */
export function latestEieEssay(essays: readonly Essay[]): Essay | null {
  const matches = essays.filter((e) => mentionsEie(e.title) || e.tags.some(mentionsEie));
  return matches.sort((a, b) => when(b) - when(a))[0] ?? null;
}

/** An active prompt with content whose title or description mentions a chief of staff. */
export function findChiefOfStaffPrompt(prompts: readonly Prompt[]): Prompt | null {
  const chiefOfStaff = /chief[\s-]+of[\s-]+staff/i;
  return (
    prompts.find(
      (p) =>
        p.status === 'active' &&
        p.content.trim() !== '' &&
        (chiefOfStaff.test(p.title) || chiefOfStaff.test(p.description)),
    ) ?? null
  );
}

/** The five slides (public-site.md, home item 1), from the essays and prompts read for them. */
export function useHeroSlides(onOpenEssay: (essay: Essay) => void): HeroSlide[] {
  const backend = useBackend();
  const goTo = useSectionNavigation();
  const essays = useHomeEssays();
  const prompt = useAsync('hero-chief-of-staff-prompt', async () =>
    findChiefOfStaffPrompt(await backend.content.listPrompts()),
  );
  useOnlineAgain(prompt.refresh);
  const loading = essays.status === 'loading';
  const list = essays.data ?? [];
  const eie = latestEieEssay(list);
  const dilemma = list.find((e) => e.title === FEATURED_ESSAY_TITLE) ?? null;

  const button = (label: string, onClick: () => void, disabled = false) => (
    <Button colorPalette="orange" size="lg" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
  const essayButton = (essay: Essay | null) =>
    essay
      ? button('Read the essay', () => onOpenEssay(essay))
      : button('Browse the essays', () => goTo('essays'), loading);

  return [
    {
      key: 'eie-essay',
      kicker: 'Latest essay',
      title: eie?.title ?? 'Executive Intelligence Engineering',
      text: eie
        ? excerptOrFallback(eie.excerpt)
        : 'How leaders, their teams and their AI systems think together. New essays are on their way.',
      action: essayButton(eie),
      loading,
    },
    {
      key: 'chief-of-staff-prompt',
      kicker: 'AI Prompt',
      title: 'Build an AI Chief of staff',
      text: 'Turn your AI assistant into a chief of staff that knows your priorities and prepares your week.',
      action: prompt.data ? (
        <GetFullPromptButton prompt={prompt.data} size="lg" />
      ) : (
        <Button colorPalette="orange" size="lg" onClick={() => goTo('edge-prompts')}>
          Explore AI Prompts
        </Button>
      ),
    },
    {
      key: 'edge-dilemma',
      kicker: 'Essay',
      title: FEATURED_ESSAY_TITLE,
      text: dilemma
        ? excerptOrFallback(dilemma.excerpt)
        : 'Move too fast and you break the organisation; too slowly and the market breaks it for you.',
      action: essayButton(dilemma),
      loading,
    },
    {
      key: 'starter-course',
      kicker: 'Free taster lesson · 30 minutes',
      title: 'Start Building your own AI Chief of Staff',
      text: `A free live lesson on ${TASTER_LESSON_DATE}: set up an AI chief of staff around your own priorities.`,
      action: button('See the course', () => goTo('school')),
    },
    {
      key: 'diagnostic',
      kicker: 'Diagnostic',
      title: 'Take the EDGE State Diagnostic',
      text: 'See where your leadership stands and where to focus first. Takes less than 5 minutes to complete.',
      action: button('Go to the diagnostic', () => goTo('diagnostic')),
    },
  ];
}
