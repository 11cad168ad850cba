import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { GuideMeta } from '../../domain/guide.ts';

/** 'Keep going': the five capabilities, the AI EDGE prompts and a related page. */
export function GuideNext({ related }: { related: GuideMeta['related'] }) {
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
    related,
  ];
  return (
    <Card.Root as="section" aria-labelledby="keep-going" variant="subtle" bg="accent.subtle">
      <Card.Body gap="4">
        <Heading id="keep-going" as="h2" size="xl">
          Keep going
        </Heading>
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((item) => (
            <li key={item.to}>
              <Link asChild color="accent.fg" fontWeight="semibold">
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
