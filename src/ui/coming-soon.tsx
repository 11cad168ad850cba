import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageHead } from './use-page-head.ts';
import { Eyebrow } from './eyebrow.tsx';

/** A page that exists in the route table but whose screen is still being built. */
export function ComingSoon({ title, path }: { title: string; path: string }) {
  usePageHead({ title, canonical: path });
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack gap="4" align="flex-start">
        <Eyebrow color="accent.fg">Coming soon</Eyebrow>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          This page is on its way. In the meantime, the essays, dispatches and AI prompts on the
          home page are all open to read.
        </Text>
        <Button asChild colorPalette="orange">
          <RouterLink to="/">Back to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
