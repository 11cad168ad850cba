import { Accordion, Button, Flex, Heading, Stack, Text, type FlexProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ENGINEERING_LINKS, FIVE_CAPABILITIES } from '../domain/five-capabilities.ts';
import { accordionSlotRecipe } from '#chakra-theme/recipes/accordion';
import { addSiteRecipes } from '../platform/styles/site-system.ts';

// The accordion is drawn below the fold and in lazy pages: its recipe with it.
addSiteRecipes({ slotRecipes: { accordion: accordionSlotRecipe } });

type Level = 'h2' | 'h3';
const NEXT: Record<Level, 'h3' | 'h4'> = { h2: 'h3', h3: 'h4' };

/**
 * The five capabilities of Executive Intelligence Engineering as an expandable list: each
 * heading is a button that reveals the description and why it matters now. `level` is the
 * heading level of the capability names where the list sits (h2 on a page, h3 in a dialog).
 */
export function CapabilitiesAccordion({ level }: { level: Level }) {
  return (
    <Accordion.Root multiple collapsible variant="enclosed" size="lg">
      {FIVE_CAPABILITIES.map((c, i) => (
        <Accordion.Item key={c.id} value={c.id} id={c.id} scrollMarginTop="24">
          <Heading as={level} fontSize="inherit" fontWeight="inherit" m="0">
            <Accordion.ItemTrigger cursor="pointer" _hover={{ bg: 'accent.subtle' }}>
              <Text
                as="span"
                aria-hidden="true"
                fontFamily="heading"
                fontWeight="bold"
                color="accent.fg"
                minW="6"
              >
                {i + 1}
              </Text>
              <Stack as="span" gap="0.5" flex="1">
                <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="lg">
                  {c.name}
                </Text>
                <Text
                  as="span"
                  color="fg.muted"
                  fontSize="sm"
                  fontWeight="normal"
                  fontFamily="body"
                >
                  {c.tagline}
                </Text>
              </Stack>
              <Accordion.ItemIndicator color="fg.muted" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent _motionReduce={{ animation: 'none' }}>
            <Accordion.ItemBody>
              <Stack gap="3" ps={{ base: '0', sm: '9' }} fontSize="md" lineHeight="1.7">
                <Text>{c.description}</Text>
                <Heading as={NEXT[level]} size="sm" color="accent.fg" mt="1">
                  Why now
                </Heading>
                <Text>{c.whyNow}</Text>
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * The two engineering guides every list of the capabilities leads to, as buttons (the first
 * solid).
 */
export function EngineeringGuideButtons(props: FlexProps) {
  return (
    <Flex gap="3" wrap="wrap" {...props}>
      {ENGINEERING_LINKS.map((l, i) => (
        <Button key={l.to} asChild colorPalette="orange" variant={i === 0 ? 'solid' : 'outline'}>
          <RouterLink to={l.to}>{l.label}</RouterLink>
        </Button>
      ))}
    </Flex>
  );
}
