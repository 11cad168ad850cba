import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { useUpdateStore } from '../../pwa/use-update-store.ts';
import { usePageHead } from '../../ui/use-page-head.ts';

/**
 * A screen that failed to render or load (typically a page's code gone since a deploy), inside
 * the header and footer: say so and offer a reload, through the new version when one is waiting.
 */
export function RouteError() {
  const error = useRouteError();
  const update = useUpdateStore((s) => s.reload);
  usePageHead({ title: "This page didn't load", canonical: window.location.pathname }, false);
  useEffect(() => {
    console.error('A page failed to load', error);
  }, [error]);
  return (
    <Container maxW="xl" py="20" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          This page didn't load
        </Heading>
        <Text color="fg.muted">
          {update
            ? 'A new version of EDGE Navigator is available. Reload to continue.'
            : 'Something went wrong while opening it. Reloading usually fixes this.'}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="orange" onClick={() => (update ?? (() => location.reload()))()}>
            Reload
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">Return to Home</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
