import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { FREE_VIEW_LIMIT } from '../../domain/free-views.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { LazyNewsletterDialog } from '../subscribe';
import { NoticeAlert, errorNotice, type Notice } from '../../ui/notice-alert.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { AccountSection } from './account-section.tsx';
import { OfflineSection } from './offline-section.tsx';
import { VerificationSection } from './verification-section.tsx';

/** /account: who is signed in, what they may read, the CMS for admins, and Sign Out. */
export function AccountPage() {
  const { loading, user, profileName, isConfirmedSubscriber, checkingSubscription } = useAuth();
  const backend = useBackend();
  const navigate = useNavigate();
  const subscribe = useLazyDialog();
  const [signingOut, setSigningOut] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  usePageHead({ title: 'Your account', canonical: '/account' }, !loading);

  if (loading) return <PageSpinner />;
  // Signing out empties the session before the move to '/': no detour through /auth.
  if (!user)
    return signingOut ? null : <Navigate to="/auth" replace state={{ from: '/account' }} />;

  async function signOut() {
    setSigningOut(true);
    setNotice(null);
    try {
      await backend.auth.signOut();
      navigate('/', { replace: true });
    } catch (error) {
      setSigningOut(false);
      setNotice(errorNotice(error));
    }
  }

  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Your account
        </Heading>

        <AccountSection title="Profile">
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2">
            <Text as="dt" fontWeight="semibold">
              Name
            </Text>
            <Text as="dd">{profileName || 'Not set'}</Text>
            <Text as="dt" fontWeight="semibold">
              Email
            </Text>
            <Text as="dd" wordBreak="break-all">
              {user.email}
            </Text>
          </Box>
        </AccountSection>

        <VerificationSection verified={user.emailVerified} />

        <AccountSection title="Newsletter">
          {checkingSubscription ? (
            <Text color="fg.muted">Checking your subscription…</Text>
          ) : isConfirmedSubscriber ? (
            <HStack gap="3" wrap="wrap">
              <Badge colorPalette="green">Confirmed subscriber</Badge>
              <Text>Reading is unlimited: every essay, dispatch and prompt is open to you.</Text>
            </HStack>
          ) : (
            <Stack gap="3" align="flex-start">
              <Text>
                Reading is limited to {FREE_VIEW_LIMIT} free pieces. Subscribe to the newsletter and
                confirm your subscription to read without limits.
              </Text>
              <Button colorPalette="orange" onClick={subscribe.show}>
                Subscribe to the newsletter
              </Button>
            </Stack>
          )}
        </AccountSection>

        <OfflineSection />

        {user.isAdmin && (
          <AccountSection title="Content management">
            <Stack gap="3" align="flex-start">
              <Text>
                You are an admin: essays, dispatches, prompts and subscribers are in the CMS.
              </Text>
              <Button asChild variant="outline">
                <RouterLink to="/admin">Open the CMS</RouterLink>
              </Button>
            </Stack>
          </AccountSection>
        )}

        <Box>
          <NoticeAlert notice={notice} mb="4" />
          <Button variant="outline" onClick={signOut} loading={signingOut}>
            Sign Out
          </Button>
        </Box>
      </Stack>
      <LazyNewsletterDialog dialog={subscribe} />
    </Container>
  );
}
