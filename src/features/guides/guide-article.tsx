import { Box, Button, Container, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Guide } from '../../domain/guide.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { GuideNext } from './guide-next.tsx';
import { GuideSection } from './guide-section.tsx';
import { Eyebrow } from '../../ui/eyebrow.tsx';

/** Where a guide's Back button goes: home, at the AI EDGE prompts (as the prompt-engineering page). */
export const GUIDE_BACK_PATH = '/#edge-prompts';

/** The guide's text in the guide's rhythm: a line of space between blocks, half between items. */
const GUIDE_PROSE = {
  '& .prose': { fontSize: 'lg' },
  '& .prose > * + *': { mt: '4' },
  '& .prose p, & .prose ul, & .prose ol, & .prose li': { mb: '0' },
  '& .prose li + li': { mt: '2' },
  '& .prose strong': { fontWeight: 'semibold' },
  // As Chakra's Link, which the guides used: a link wraps to the next line whole.
  '& .prose a': {
    display: 'inline-flex',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
  },
};

/**
 * A guide page (features/guides/content/*.md): Back, title and lead, an 'On this page' list of
 * its sections, the sections themselves, then where to go next. Links in its text to pages of
 * this site open in the app, as its own links do.
 */
export function GuideArticle({ guide }: { guide: Guide }) {
  const { meta, sections } = guide;
  const navigate = useNavigate();
  usePageHead({
    title: meta.title,
    description: meta.description,
    canonical: meta.path,
    type: 'article',
  });
  const followSiteLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('.prose a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || link?.getAttribute('target')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
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
          <Eyebrow color="accent.fg">{meta.eyebrow}</Eyebrow>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {meta.title}
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {meta.lead}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {meta.minutes} min read
          </Text>
        </Stack>
        <Box
          as="nav"
          aria-labelledby="on-this-page"
          borderStartWidth="3px"
          borderColor="accent.emphasized"
          ps="4"
        >
          <Text id="on-this-page" fontWeight="semibold" mb="2">
            On this page
          </Text>
          <chakra.ol listStyleType="decimal" ps="5" lineHeight="1.9">
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="accent.fg">
                  {s.title}
                </Link>
              </li>
            ))}
          </chakra.ol>
        </Box>
        <Stack gap="12" fontSize="lg" lineHeight="1.75" css={GUIDE_PROSE} onClick={followSiteLink}>
          {sections.map((section) => (
            <GuideSection key={section.id} section={section} />
          ))}
        </Stack>
        <GuideNext related={meta.related} />
      </Stack>
    </Container>
  );
}
