import { Badge, Box, Card, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CARD_DECKS, findDeck, type CardDeck } from '../../domain/card-decks.ts';
import { BRAND_NAME } from '../../domain/external-links.ts';
import { scrollWhenSettled } from '../../platform/router/scroll-when-settled.ts';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';
import { ShareControls } from '../share';
import { EmailSignupForm } from '../subscribe';
import { SectionHeading } from './section-heading.tsx';

/**
 * The deck a ?card= link names, once the page is the browser's: a prerendered home page is one
 * file for every ?card=, and the markup it hydrates must be the one it was drawn with. Read where
 * it is used (each card, the scroll), so the switch after hydration redraws only those.
 */
function useSharedDeck(): string | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return hydrated ? (findDeck(params.get('card'))?.key ?? null) : null;
}

/** Brings the shared deck into view once the page has settled. */
function ScrollToSharedDeck() {
  const sharedKey = useSharedDeck();
  useEffect(() => {
    if (!sharedKey) return;
    // The deck itself is brought into view too when the decks are stacked (phones) and it
    // sits below the fold.
    return scrollWhenSettled(() => {
      document.getElementById('cards')?.scrollIntoView({ block: 'start' });
      document.getElementById(`deck-${sharedKey}`)?.scrollIntoView({ block: 'nearest' });
    });
  }, [sharedKey]);
  return null;
}

/**
 * Card decks (coming soon): the three decks, each shareable as /?card={key}, and the
 * early-access list. Opening the home page with a known ?card scrolls here and highlights it.
 */
export function CardsSection() {
  return (
    <Container
      as="section"
      id="cards"
      aria-labelledby="cards-title"
      maxW="7xl"
      py="16"
      scrollMarginTop="20"
    >
      <ScrollToSharedDeck />
      <SectionHeading
        id="cards-title"
        title="Card Decks"
        lead="Physical card decks for leadership teams: the EDGE method in your hands, on the table, in the room."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {CARD_DECKS.map((deck) => (
          <DeckCard key={deck.key} deck={deck} />
        ))}
      </SimpleGrid>
      <Flex
        mt="10"
        direction={{ base: 'column', lg: 'row' }}
        gap={{ base: '4', lg: '10' }}
        align={{ lg: 'center' }}
        bg="accent.subtle"
        borderRadius="xl"
        p={{ base: '5', md: '8' }}
      >
        <Stack gap="1" flex="1">
          <Text fontFamily="heading" fontSize="2xl" fontWeight="bold">
            Get early access
          </Text>
          <Text color="fg.muted">
            Join the early access list and be the first to get the decks when they are printed.
          </Text>
        </Stack>
        <Box flex="1">
          <EmailSignupForm
            source="card-decks-early-access"
            labelContext="for card deck early access"
            submitLabel="Join early access"
            busyLabel="Joining..."
            success={{ title: "Thanks! You're on the early access list." }}
            failure="Failed to join early access list. Please try again."
          />
        </Box>
      </Flex>
    </Container>
  );
}

function DeckCard({ deck }: { deck: CardDeck }) {
  const highlighted = useSharedDeck() === deck.key;
  return (
    <Card.Root
      as="article"
      id={`deck-${deck.key}`}
      aria-labelledby={`deck-${deck.key}-title`}
      aria-current={highlighted ? 'true' : undefined}
      variant="outline"
      scrollMarginTop="24"
      scrollMarginBottom="4"
      outline={highlighted ? '3px solid' : undefined}
      outlineColor="accent.fg"
      outlineOffset="3px"
      borderColor={highlighted ? 'accent.fg' : undefined}
    >
      <DeckArt title={deck.title} />
      <Card.Body gap="2">
        <Flex align="center" justify="space-between" gap="2" wrap="wrap">
          <Card.Title as="h3" id={`deck-${deck.key}-title`} fontFamily="heading" fontSize="2xl">
            {deck.title}
          </Card.Title>
          <Badge variant="subtle">Coming Soon</Badge>
        </Flex>
        <Text fontWeight="semibold" color="accent.fg">
          {deck.tagline}
        </Text>
        <Card.Description>{deck.description}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <ShareControls
          path={`/?card=${deck.key}`}
          title={`The ${deck.title} deck from ${BRAND_NAME}`}
          label="Share"
        />
      </Card.Footer>
    </Card.Root>
  );
}

/** A fanned stack of blank cards with the deck's name: decoration only. */
function DeckArt({ title }: { title: string }) {
  const card = {
    position: 'absolute',
    insetInline: '30%',
    top: '5',
    bottom: '5',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'whiteAlpha.400',
  } as const;
  return (
    <Box
      aria-hidden="true"
      position="relative"
      height={{ base: '32', md: '40' }}
      bg="navy"
      borderTopRadius="inherit"
      overflow="hidden"
    >
      <Box {...card} bg="whiteAlpha.200" transform="rotate(-12deg) translateX(-18%)" />
      <Box {...card} bg="whiteAlpha.300" transform="rotate(8deg) translateX(16%)" />
      <Flex
        {...card}
        bg="white"
        color="navy"
        align="center"
        justify="center"
        textAlign="center"
        p="2"
        fontFamily="heading"
        fontWeight="bold"
        shadow="lg"
      >
        {title}
      </Flex>
    </Box>
  );
}
