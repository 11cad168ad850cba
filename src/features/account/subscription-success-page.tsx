import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageHead } from '../../ui/use-page-head.ts';

const INCLUDED = [
  'Full access to the craft library',
  'Premium tools',
  'Advanced AI prompts',
  'Exclusive essays and dispatches',
  'All future releases',
];

/** /subscription-success: the welcome page for paying subscribers. */
export function SubscriptionSuccessPage() {
  usePageHead({ title: 'Your subscription is active', canonical: '/subscription-success' });
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <Stack gap="6" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          Welcome to EDGE Navigator!
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Your subscription is now active. Here's what's included:
        </Text>
        <Box as="ul" textAlign="start" borderWidth="1px" borderRadius="lg" p="6" w="full">
          {INCLUDED.map((item) => (
            <HStack as="li" key={item} gap="3" py="1.5" align="flex-start">
              <Text as="span" color="green.fg" fontWeight="bold" aria-hidden="true">
                ✓
              </Text>
              <Text as="span">{item}</Text>
            </HStack>
          ))}
        </Box>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="orange" size="lg">
            <RouterLink to="/">Start Exploring</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/account">Manage Account</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
