import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GATE_TITLE, remainingNotice } from '../../domain/free-views.ts';
import { GATED_PART_CLASS } from '../../domain/structured-data.ts';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { LazyNewsletterDialog } from '../subscribe';
import { useContentAccess } from './use-content-access.ts';

/** The 'free view(s) remaining' line. */
function Notice({ children, ...rest }: { children: ReactNode; 'data-gate-note'?: string }) {
  return (
    <Box
      role="note"
      borderWidth="1px"
      borderColor="accent.muted"
      bg="accent.subtle"
      borderRadius="md"
      px="4"
      py="3"
      fontSize="sm"
      {...rest}
    >
      {children}
    </Box>
  );
}

/** The gated part, named for the page's structured data; it lays out as its children would. */
function GatedPart({ children, server }: { children: ReactNode; server?: boolean }) {
  return (
    <Box className={GATED_PART_CLASS} display="contents" data-gate-body={server ? '' : undefined}>
      {children}
    </Box>
  );
}

/**
 * A piece's body behind the free-view rules: the body when it is open (with the
 * 'free view(s) remaining' line when one or none is left), else the gate card. The server (and
 * the browser while it hydrates) cannot read this device's views, so its HTML carries every
 * outcome: the body, both lines and the card, of which the boot script in index.html (which reads
 * the views before the first paint) lets the styles show the right one. Nothing moves when the
 * app takes over.
 */
export function ContentGate({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const access = useContentAccess(id);
  const { pending } = useAuth();
  useEffect(() => {
    // The app draws the outcome itself from now on.
    if (hydrated) delete document.documentElement.dataset.freeViews;
  }, [hydrated]);
  if (!hydrated) {
    return (
      <>
        {[1, 0].map((remaining) => (
          <Notice key={remaining} data-gate-note={String(remaining)}>
            {remainingNotice({ open: true, remaining })}
          </Notice>
        ))}
        <GatedPart server>{children}</GatedPart>
        <Box data-gate-card="">
          <GateCard />
        </Box>
      </>
    );
  }
  if (!access.open) {
    // Someone is signed in here whose subscription is not known yet: never gate them by mistake.
    if (access.status === 'checking' && pending?.signedIn !== false) {
      return (
        <Flex justify="center" py="12" role="status" aria-label="Checking your access">
          <Spinner color="accent.fg" />
        </Flex>
      );
    }
    return <GateCard />;
  }
  const notice = remainingNotice(access);
  return (
    <>
      {notice && <Notice>{notice}</Notice>}
      <GatedPart>{children}</GatedPart>
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
