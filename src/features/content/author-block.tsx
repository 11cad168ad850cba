import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';

export const DEFAULT_AUTHOR = 'EDGE Navigator';
export const DEFAULT_AUTHOR_BIO =
  'EDGE Navigator helps executives lead through technology- and AI-driven change: practical essays, weekly dispatches and AI prompts built for the realities of leadership.';
export const DEFAULT_EXPERTISE = [
  'AI strategy',
  'Executive leadership',
  'Digital transformation',
  'Prompt engineering',
];

/** The author box under a piece: name, bio (or the default) and areas of expertise. */
export function AuthorBlock({ name, bio }: { name: string | null; bio: string | null }) {
  return (
    <Box
      as="aside"
      aria-label="About the author"
      borderWidth="1px"
      borderRadius="lg"
      p="6"
      bg="bg.subtle"
    >
      <Stack gap="3">
        <Heading as="h2" size="md">
          About {name || DEFAULT_AUTHOR}
        </Heading>
        <Text color="fg.muted">{bio || DEFAULT_AUTHOR_BIO}</Text>
        <HStack wrap="wrap" gap="2" role="group" aria-label="Expertise">
          {DEFAULT_EXPERTISE.map((e) => (
            <Badge key={e} variant="subtle">
              {e}
            </Badge>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}
