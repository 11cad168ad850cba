import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageHead } from '../../ui/use-page-head.ts';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageHead({ title: 'Page not found', canonical: pathname });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container maxW="xl" py="24" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="6xl">
          404
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          Oops! Page not found
        </Text>
        <Button asChild colorPalette="orange" variant="outline">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
