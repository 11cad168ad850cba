import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GATE_TITLE, remainingNotice } from '../../domain/free-views.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { LazyNewsletterDialog } from '../subscribe';
import { useContentAccess } from './use-content-access.ts';

/**
 * A piece's body behind the free-view rules: the body when it is open (with the
 * 'free view(s) remaining' line when one or none is left), else the gate card.
 */
export function ContentGate({ id, children }: { id: string; children: ReactNode }) {
  const access = useContentAccess(id);
  if (access.status === 'checking') {
    return (
      <Flex justify="center" py="12" role="status" aria-label="Checking your access">
        <Spinner color="accent.fg" />
      </Flex>
    );
  }
  if (!access.open) return <GateCard />;
  const notice = remainingNotice(access);
  return (
    <>
      {notice && (
        <Box
          role="note"
          borderWidth="1px"
          borderColor="accent.muted"
          bg="accent.subtle"
          borderRadius="md"
          px="4"
          py="3"
          fontSize="sm"
        >
          {notice}
        </Box>
      )}
      {children}
    </>
  );
}

/** The premium-content gate: what happened and the two ways to keep reading. */
export function GateCard() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const dialog = useLazyDialog();
  const unverified = Boolean(user && !user.emailVerified);
  return (
    <Card.Root
      variant="outline"
      borderColor="accent.emphasized"
      bg="accent.subtle"
      data-testid="content-gate"
    >
      <Card.Body gap="4">
        <Stack gap="2">
          <Heading as="h2" size="xl">
            {GATE_TITLE}
          </Heading>
          <Text>
            Subscribe to the free weekly newsletter and confirm your email for unlimited reading:
            every essay, dispatch and AI prompt.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {unverified
              ? 'Your email is not verified yet. Verify it from your account page to unlock your subscription.'
              : 'Already a confirmed subscriber? Sign in with the email you subscribed with.'}
          </Text>
        </Stack>
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="orange" onClick={dialog.show}>
            Subscribe to Newsletter
          </Button>
          {unverified ? (
            <Button asChild variant="outline">
              <RouterLink to="/account">Go to your account</RouterLink>
            </Button>
          ) : (
            !user && (
              <Button asChild variant="outline">
                <RouterLink to="/auth" state={{ from: pathname + search }}>
                  Sign In
                </RouterLink>
              </Button>
            )
          )}
        </Flex>
      </Card.Body>
      <LazyNewsletterDialog dialog={dialog} />
    </Card.Root>
  );
}
