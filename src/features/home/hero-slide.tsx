import { Box, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Placeholder } from './hero-carousel-parts.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';

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

/**
 * What one slide shows: kicker, title, text and its button. Titles and texts keep a fixed number
 * of lines, so nothing below moves while data loads.
 */
export function HeroSlideBody({ slide }: { slide: HeroSlide }) {
  return (
    <>
      <Eyebrow fontSize="xs" color="orange.200" truncate>
        {slide.kicker}
      </Eyebrow>
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
    </>
  );
}

/** The carousel's frame, and its slides' layout: shared by the carousel and its placeholder. */
export const HERO_FRAME = {
  borderRadius: '2xl',
  bg: 'whiteAlpha.100',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.300',
  overflow: 'hidden',
} as const satisfies BoxProps;
export const HERO_SLIDE = {
  display: 'flex',
  flexDirection: 'column',
  minW: '0',
  gap: '3',
  p: { base: '6', md: '8' },
} as const satisfies BoxProps;
export const HERO_CONTROLS = {
  px: { base: '4', md: '6' },
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'whiteAlpha.300',
} as const satisfies BoxProps;

/**
 * What stands in the carousel's place while its code loads (just after the first paint): the
 * first slide, and the bar where the arrows and dots come, at their height.
 */
export function HeroCarouselPlaceholder({ slide }: { slide: HeroSlide }) {
  return (
    <Box aria-busy="true" {...HERO_FRAME}>
      <Box {...HERO_SLIDE}>
        <HeroSlideBody slide={slide} />
      </Box>
      <Box
        {...HERO_CONTROLS}
        h="calc(var(--chakra-sizes-10) + 2 * var(--chakra-spacing-3) + 1px)"
      />
    </Box>
  );
}
