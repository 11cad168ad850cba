import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page that is only a message: a heading, a line or two, and what the visitor can do next
 * (nothing to load, not found, not saved for offline, failed to load).
 */
export function MessagePage(props: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Container maxW="xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        <Text color="fg.muted">{props.children}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {props.actions}
        </Stack>
      </Stack>
    </Container>
  );
}
