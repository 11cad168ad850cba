import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../../backend/backend-context.tsx';
import { excerptOrFallback, FEATURED_ESSAY_TITLE } from '../../domain/content-rules.ts';
import { TASTER_LESSON_DATE } from '../../domain/external-links.ts';
import type { Essay } from '../../domain/types.ts';
import { useSectionNavigation } from '../../ui/use-section-navigation.ts';
import { chiefOfStaffCandidatesQueryOptions, GetFullPromptButton } from '../prompts';
import { eieEssayQueryOptions } from './api/get-home-essays.ts';
import { findChiefOfStaffPrompt, latestEieEssay } from './hero-picks.ts';
import type { HeroSlide } from './hero-slide.tsx';
import { useHomeEssays } from './use-home-lists.ts';

/**
 * The five slides (public-site.md, home item 1). They read only what they show: the newest essay
 * tagged Executive Intelligence Engineering (or one of the home page's essays whose title says
 * so), 'The EDGE Dilemma' (the essays section's featured read), and the Chief of Staff prompt
 * among the EDGE Co-Pilots (the category page's read).
 */
export function useHeroSlides(onOpenEssay: (essay: Essay) => void): HeroSlide[] {
  const backend = useBackend();
  const goTo = useSectionNavigation();
  const { list, featured } = useHomeEssays();
  const tagged = useQuery(eieEssayQueryOptions(backend));
  const candidates = useQuery(chiefOfStaffCandidatesQueryOptions(backend));
  const prompt = findChiefOfStaffPrompt(candidates.data?.items ?? []);
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  const eie = latestEieEssay([...(tagged.data?.items ?? []), ...listed]);
  const eieLoading = tagged.isPending || list.isPending;
  const dilemma = featured?.data?.item ?? null;
  const dilemmaLoading = featured?.isPending ?? false;

  const button = (label: string, onClick: () => void, disabled = false) => (
    <Button colorPalette="orange" size="lg" onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
  const essayButton = (essay: Essay | null, loading: boolean) =>
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
      action: essayButton(eie, eieLoading),
      loading: eieLoading,
    },
    {
      key: 'chief-of-staff-prompt',
      kicker: 'AI Prompt',
      title: 'Build an AI Chief of staff',
      text: 'Turn your AI assistant into a chief of staff that knows your priorities and prepares your week.',
      action: prompt ? (
        <GetFullPromptButton prompt={prompt} size="lg" />
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
      action: essayButton(dilemma, dilemmaLoading),
      loading: dilemmaLoading,
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
