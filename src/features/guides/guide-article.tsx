import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Link,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { copyWithToast } from '../../ui/clipboard.ts';

/** Where a guide's Back button goes: home, at the AI EDGE prompts (as the prompt-engineering page). */
export const GUIDE_BACK_PATH = '/#edge-prompts';

export interface GuideSectionLink {
  id: string;
  title: string;
}

/**
 * A static editorial guide: Back, title and lead, an 'On this page' list of its sections, the
 * sections themselves, then where to go next.
 */
export function GuideArticle(props: {
  eyebrow: string;
  title: string;
  lead: string;
  minutes: number;
  sections: GuideSectionLink[];
  children: ReactNode;
  next: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Container as="article" maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="8">
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          ms="-3"
          onClick={() => navigate(GUIDE_BACK_PATH)}
        >
          <span aria-hidden="true">←</span> Back
        </Button>
        <Stack gap="3">
          <Text
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
            fontWeight="semibold"
            color="orange.700"
          >
            {props.eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {props.title}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {props.lead}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {props.minutes} min read
          </Text>
        </Stack>
        <Box
          as="nav"
          aria-labelledby="on-this-page"
          borderStartWidth="3px"
          borderColor="orange.300"
          ps="4"
        >
          <Text id="on-this-page" fontWeight="semibold" mb="2">
            On this page
          </Text>
          <chakra.ol listStyleType="decimal" ps="5" lineHeight="1.9">
            {props.sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="orange.700">
                  {s.title}
                </Link>
              </li>
            ))}
          </chakra.ol>
        </Box>
        <Stack gap="12" fontSize="lg" lineHeight="1.75">
          {props.children}
        </Stack>
        {props.next}
      </Stack>
    </Container>
  );
}

/** One numbered part of a guide (an h2 with an anchor the 'On this page' list points to). */
export function GuideSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      gap="4"
      scrollMarginTop="24"
    >
      <Heading id={`${props.id}-title`} as="h2" size="2xl" lineHeight="1.25">
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}

/** A bulleted (or numbered) list in a guide's text style. */
export function GuideList({ items, ordered }: { items: ReactNode[]; ordered?: boolean }) {
  const List = ordered ? chakra.ol : chakra.ul;
  return (
    <List listStyleType={ordered ? 'decimal' : 'disc'} ps="6" display="grid" gap="2">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

/** A principle or mistake: a bold lead-in, then the explanation. */
export function Point({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <chakra.strong fontWeight="semibold">{title}</chakra.strong> {children}
    </>
  );
}

/**
 * An example prompt or context brief. A weak example (what not to do) is dashed and cannot be
 * copied; the others get a copy button named `copyLabel`.
 */
export function ExampleBlock(props: {
  label: string;
  text: string;
  tone?: 'weak' | 'strong';
  copyLabel?: string;
  /** The toast after a copy; 'Prompt copied to clipboard' unless said otherwise. */
  copied?: string;
}) {
  const weak = props.tone === 'weak';
  const copy = () => copyWithToast(props.text, props.copied ?? 'Prompt copied to clipboard');
  return (
    <Box as="figure" m="0">
      <Flex as="figcaption" align="center" justify="space-between" gap="3" mb="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold" color={weak ? 'fg.muted' : 'orange.700'}>
          {props.label}
        </Text>
        {!weak && props.copyLabel && (
          <Button size="xs" variant="outline" onClick={() => void copy()}>
            {props.copyLabel}
          </Button>
        )}
      </Flex>
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.6"
        bg={weak ? 'white' : 'gray.50'}
        borderWidth="1px"
        borderStyle={weak ? 'dashed' : 'solid'}
        borderRadius="lg"
        p={{ base: '4', md: '5' }}
      >
        {props.text}
      </Box>
    </Box>
  );
}

/** 'Keep going': the five capabilities, the AI EDGE prompts and a related page. */
export function GuideNext(props: { related: { to: string; label: string; text: string } }) {
  const items = [
    {
      to: '/five-capabilities',
      label: 'The five capabilities',
      text: 'Where this guide sits in Executive Intelligence Engineering.',
    },
    {
      to: '/#edge-prompts',
      label: 'Browse the AI EDGE prompts',
      text: 'Ready-made prompt packs for the work only leaders do.',
    },
    props.related,
  ];
  return (
    <Card.Root as="section" aria-labelledby="keep-going" variant="subtle" bg="orange.50">
      <Card.Body gap="4">
        <Heading id="keep-going" as="h2" size="xl">
          Keep going
        </Heading>
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((item) => (
            <li key={item.to}>
              <Link asChild color="orange.700" fontWeight="semibold">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="sm">
                {item.text}
              </Text>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
