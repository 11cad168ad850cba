import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  createElement,
  lazy,
  Suspense,
  type ComponentProps,
  type LazyExoticComponent,
} from 'react';
import type { Essay } from '../../domain/types.ts';
import { deferredCode } from '../../platform/lifecycle/deferred.tsx';
import type { Lifecycle } from '../../platform/lifecycle/lifecycle.ts';
import { useLifecycle } from '../../platform/lifecycle/lifecycle-context.tsx';
import type { HeroCarousel as Carousel } from './hero-carousel.tsx';
import { HeroCarouselPlaceholder } from './hero-slide.tsx';
import { useHeroSlides } from './hero-slides.tsx';
import { HeroTiles } from './hero-tiles.tsx';

// Chakra's carousel brings its state machine (about 26 KB gzip in six files): it loads once the
// page has settled (or the reader acts), the server's HTML of the first slide standing in until
// then (the placeholder, drawn in the browser), off a first visit's critical path.
const carouselCode = deferredCode(() => import('./hero-carousel.tsx'));

/** Each page's carousel (by its lifecycle): it waits for that page's release. */
const carousels = new WeakMap<Lifecycle, LazyExoticComponent<typeof Carousel>>();

/** The page's carousel, made once per page. */
function carouselOf(lifecycle: Lifecycle): LazyExoticComponent<typeof Carousel> {
  let Lazy = carousels.get(lifecycle);
  if (!Lazy) {
    Lazy = lazy(() =>
      lifecycle.afterRelease(carouselCode.load).then((m) => ({ default: m.HeroCarousel })),
    );
    carousels.set(lifecycle, Lazy);
  }
  return Lazy;
}

/** The carousel, once the page is released and its code is in. */
function HeroCarousel(props: ComponentProps<typeof Carousel>) {
  const lifecycle = useLifecycle();
  // The server draws it at once once its code is in (a first render in the process waits).
  const loaded = import.meta.env.SSR ? carouselCode.module?.HeroCarousel : undefined;
  return createElement(loaded ?? carouselOf(lifecycle), props);
}
const CAROUSEL_LABEL = 'Featured on EDGE Navigator';

/** The hero: headline, BETA tag, subscribe button, the featured carousel and the three tiles. */
export function HeroSection(props: {
  onSubscribe: () => void;
  onOpenEssay: (essay: Essay) => void;
}) {
  const slides = useHeroSlides(props.onOpenEssay);
  return (
    <Box as="section" aria-labelledby="hero-title" bg="navy" color="white">
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="orange" variant="solid">
              BETA
            </Badge>
            <Heading
              id="hero-title"
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
            >
              Find your EDGE in tech-driven change
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              Essays, weekly dispatches and AI prompts for leaders. Join 1,000+ leaders navigating
              tech-driven change.
            </Text>
            <Button
              alignSelf="flex-start"
              size="lg"
              colorPalette="orange"
              onClick={props.onSubscribe}
            >
              Subscribe to Newsletter
            </Button>
          </Stack>
          <Suspense fallback={<HeroCarouselPlaceholder slide={slides[0]!} />}>
            <HeroCarousel slides={slides} label={CAROUSEL_LABEL} />
          </Suspense>
        </SimpleGrid>
        <HeroTiles />
      </Container>
    </Box>
  );
}
