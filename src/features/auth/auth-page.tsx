import { Box, Container, Heading, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../domain/page-head.ts';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { returnPath } from './return-path.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { EMPTY_FIELDS } from './use-auth-form.ts';
import { tabsSlotRecipe } from '#chakra-theme/recipes/tabs';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// Only this page has tabs (the CMS has its own system).
addSiteRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

/** /auth: sign in or create an account; signed-in visitors go back to where they came from. */
export function AuthPage() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY_FIELDS);
  // A new account is signed in at once (Firebase does so); whoever just signed up stays here
  // to read "check your email". Everyone else signed in is sent on.
  const [signingUp, setSigningUp] = useState(false);
  usePageHead(
    {
      title: 'Sign in',
      description: `Sign in to ${SITE_NAME}, or create an account to unlock premium features.`,
      canonical: '/auth',
    },
    !loading,
  );

  const from = returnPath(location.state);
  if (loading) return <PageSpinner />;
  if (user && !signingUp) return <Navigate to={from} replace />;

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg" shadow="sm">
        <Heading as="h1" size="2xl" textAlign="center">
          {SITE_NAME}
        </Heading>
        <Text color="fg.muted" textAlign="center" mt="1" mb="6">
          Access your account
        </Text>
        <Tabs.Root defaultValue="sign-in" variant="line" fitted lazyMount unmountOnExit>
          <Tabs.List mb="6">
            <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="sign-up">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in">
            <SignInForm
              values={values}
              setValues={setValues}
              onSignIn={() => setSigningUp(false)}
            />
          </Tabs.Content>
          <Tabs.Content value="sign-up">
            <SignUpForm
              values={values}
              setValues={setValues}
              onSignUp={() => setSigningUp(true)}
              continueTo={from}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Container>
  );
}
