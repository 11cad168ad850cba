import { Box, Carousel, IconButton, useCarousel } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Chevron } from './hero-carousel-parts.tsx';
import {
  HERO_CONTROLS,
  HERO_FRAME,
  HERO_SLIDE,
  HeroSlideBody,
  type HeroSlide,
} from './hero-slide.tsx';
import { timeSlideScrolls } from './carousel-scroll.ts';
import { carouselSlotRecipe } from '#chakra-theme/recipes/carousel';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// The carousel loads once the page has settled: its recipe with it.
addSiteRecipes({ slotRecipes: { carousel: carouselSlotRecipe } });

const arrowStyle = { variant: 'ghost', color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/**
 * The hero's carousel: Chakra's Carousel (WAI-ARIA carousel pattern, no autoplay) with
 * previous/next arrows and a dot per slide, wrapping around; Left/Right arrow keys while focus is
 * inside; swipe on touch screens; a 300 ms slide (none with reduced motion). Slides not shown are
 * inert; focus on a slide that leaves goes to the new one; changes are announced only once the
 * visitor moves the carousel (not as data loads).
 */
export function HeroCarousel({ slides, label }: { slides: readonly HeroSlide[]; label: string }) {
  const [page, setPage] = useState(0);
  const [touched, setTouched] = useState(false);
  const track = useRef<HTMLDivElement | null>(null);
  const trackRef = useCallback((el: HTMLDivElement | null) => {
    track.current = el;
    const untime = timeSlideScrolls(el);
    return () => {
      untime?.();
      track.current = null;
    };
  }, []);
  // Set when focus was on the slide that is leaving: it goes to the new slide, not to <body>.
  const followFocus = useRef(false);
  const carousel = useCarousel({
    slideCount: slides.length,
    page,
    loop: true,
    spacing: '0px',
    onPageChange: ({ page: next }) => {
      if (next === page) return;
      followFocus.current = Boolean(track.current?.contains(document.activeElement));
      setTouched(true);
      setPage(next);
    },
  });

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    track.current?.querySelector<HTMLElement>(`[data-index="${page}"]`)?.focus();
  }, [page]);

  // The dots and the slides answer the arrow keys themselves (Zag); the two arrows do here.
  const onArrowKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') carousel.scrollPrev();
    else carousel.scrollNext();
  };

  return (
    <Carousel.RootProvider value={carousel} aria-label={label} gap="0" {...HERO_FRAME}>
      <Carousel.ItemGroup ref={trackRef} aria-live={touched ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <Carousel.Item
            key={slide.key}
            index={i}
            tabIndex={-1}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'orange.200',
              outlineOffset: '-4px',
            }}
            inert={i !== page}
            aria-hidden={i !== page}
            aria-busy={slide.loading || undefined}
            {...HERO_SLIDE}
          >
            <HeroSlideBody slide={slide} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control justifyContent="space-between" gap="3" {...HERO_CONTROLS}>
        <Carousel.PrevTrigger asChild>
          <IconButton {...arrowStyle} onKeyDown={onArrowKey}>
            <Chevron direction="left" />
          </IconButton>
        </Carousel.PrevTrigger>
        <Carousel.IndicatorGroup gap="1">
          {slides.map((slide, i) => (
            <Carousel.Indicator
              key={slide.key}
              index={i}
              aria-current={i === page ? 'true' : undefined}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minW="6"
              h="6"
              bg="transparent"
              cursor="pointer"
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'orange.300',
                outlineOffset: '1px',
              }}
            >
              <Box
                as="span"
                display="block"
                h="2"
                w={i === page ? '6' : '2'}
                borderRadius="full"
                bg={i === page ? 'orange.300' : 'whiteAlpha.600'}
                transition="width 300ms ease-in-out, background-color 300ms"
                _motionReduce={{ transition: 'none' }}
              />
            </Carousel.Indicator>
          ))}
        </Carousel.IndicatorGroup>
        <Carousel.NextTrigger asChild>
          <IconButton {...arrowStyle} onKeyDown={onArrowKey}>
            <Chevron direction="right" />
          </IconButton>
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.RootProvider>
  );
}
