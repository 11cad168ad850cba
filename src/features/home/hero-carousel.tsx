import { Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { Chevron, Dot, Placeholder } from './hero-carousel-parts.tsx';

export interface HeroSlide {
  key: string;
  /** The small line above the title: what kind of thing this is. */
  kicker: string;
  title: string;
  text: string;
  /** The slide's button. */
  action: ReactNode;
  /** Title and text are still loading: placeholders of the same size are shown. */
  loading?: boolean;
}

/** The slide the carousel shows after `index` moves by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

const SWIPE_PX = 48;

/**
 * The hero's carousel (WAI-ARIA carousel pattern, no autoplay): previous/next arrows and a dot
 * per slide, wrapping around; Left/Right arrow keys while focus is inside; swipe on touch
 * screens; a 300 ms slide (none with reduced motion). Slides that are not shown are inert.
 * Titles and texts keep a fixed number of lines, so nothing below moves while data loads.
 */
export function HeroCarousel({ slides, label }: { slides: readonly HeroSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  // Announce slide changes only once the visitor drives the carousel (not as data loads).
  const [touched, setTouched] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  // Set when focus was on the slide that is leaving: it goes to the new slide, not to <body>.
  const followFocus = useRef(false);
  const count = slides.length;
  const show = (next: (i: number) => number) => {
    setTouched(true);
    setIndex(next);
  };
  const go = (step: number) => show((i) => wrapIndex(i, step, count));

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    track.current?.querySelector<HTMLElement>(`[data-slide="${index}"]`)?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    followFocus.current = Boolean(track.current?.contains(document.activeElement));
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const t = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) {
      go(dx < 0 ? 1 : -1);
    }
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      borderRadius="2xl"
      bg="whiteAlpha.100"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      overflow="hidden"
    >
      <Box overflow="hidden" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Flex
          ref={track}
          aria-live={touched ? 'polite' : 'off'}
          transform={`translateX(-${index * 100}%)`}
          transition="transform 300ms ease-in-out"
          _motionReduce={{ transition: 'none' }}
        >
          {slides.map((slide, i) => (
            <Stack
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-slide={i}
              tabIndex={-1}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'orange.200',
                outlineOffset: '-4px',
              }}
              inert={i !== index}
              aria-hidden={i !== index}
              aria-busy={slide.loading || undefined}
              flex="0 0 100%"
              minW="0"
              gap="3"
              p={{ base: '6', md: '8' }}
            >
              <Text
                fontSize="xs"
                textTransform="uppercase"
                letterSpacing="wider"
                fontWeight="semibold"
                color="orange.200"
                truncate
              >
                {slide.kicker}
              </Text>
              <Box minH="2.4em" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
                {slide.loading ? (
                  <Placeholder h="1em" w="85%" mt="0.1em" />
                ) : (
                  <Text fontFamily="heading" fontWeight="bold" lineClamp={2}>
                    {slide.title}
                  </Text>
                )}
              </Box>
              <Box minH="4.8em" lineHeight="1.6" color="whiteAlpha.900">
                {slide.loading ? (
                  <Stack gap="2" pt="1">
                    <Placeholder h="0.9em" w="full" />
                    <Placeholder h="0.9em" w="90%" />
                    <Placeholder h="0.9em" w="60%" />
                  </Stack>
                ) : (
                  <Text lineClamp={3}>{slide.text}</Text>
                )}
              </Box>
              <Box pt="1">{slide.action}</Box>
            </Stack>
          ))}
        </Flex>
      </Box>
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py="3"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
      >
        <IconButton
          aria-label="Previous slide"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => go(-1)}
        >
          <Chevron direction="left" />
        </IconButton>
        <HStack gap="1">
          {slides.map((slide, i) => (
            <Dot
              key={slide.key}
              label={`Go to slide ${i + 1}`}
              active={i === index}
              onClick={() => show(() => i)}
            />
          ))}
        </HStack>
        <IconButton
          aria-label="Next slide"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => go(1)}
        >
          <Chevron direction="right" />
        </IconButton>
      </Flex>
    </Box>
  );
}
