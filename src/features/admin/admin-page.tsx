import { Box, Button, Card, Container, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';
import { usePageHead } from '../../ui/use-page-head.ts';

/** The CMS itself: fetched only once the signed-in user is known to be an admin. */
const LazyCms = lazyComponent(() => import('./cms.tsx'), 'Cms');
/**
 * Admin Setup alone (DECISIONS.md, Roles): at /admin/settings an owner who is not an admin yet
 * claims the role, so the Settings card is shown under the refusal there, and only there.
 */
const LazyAdminSetup = lazyComponent(() => import('./settings/index.ts'), 'AdminSetupCard');

export const ACCESS_DENIED =
  'Access Denied - Administrator privileges required to access the EDGE CMS.';

/** The loading card, while the role is checked and while the CMS's code arrives. */
export function AdminLoading() {
  return (
    <Container maxW="md" py="16">
      <Card.Root>
        <Card.Body>
          <HStack gap="3" justify="center" role="status">
            <Spinner size="sm" />
            <Text>Loading...</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/**
 * /admin and /admin/:tab: checks the role (the `admin` claim on the ID token), then loads the
 * CMS. Everyone else is told it is for administrators, and a signed-out visitor may sign in.
 */
export function AdminPage() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const { tab } = useParams();
  usePageHead({ title: 'EDGE CMS', canonical: '/admin' }, !loading);
  if (loading) return <AdminLoading />;
  if (!user?.isAdmin) {
    return (
      <Container maxW="xl" py="16">
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h1" size="md">
              {ACCESS_DENIED}
            </Heading>
            {!user && (
              <Button asChild alignSelf="flex-start" colorPalette="orange">
                <RouterLink to="/auth" state={{ from: location.pathname }}>
                  Sign In
                </RouterLink>
              </Button>
            )}
          </Card.Body>
        </Card.Root>
        {tab === 'settings' && (
          <Suspense fallback={null}>
            <Box mt="6">
              <LazyAdminSetup />
            </Box>
          </Suspense>
        )}
      </Container>
    );
  }
  return (
    <Suspense fallback={<AdminLoading />}>
      <LazyCms />
    </Suspense>
  );
}
