import { Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { LinkFailure } from './link-failure.tsx';
import { TEXTS } from './texts.ts';

/**
 * /confirm-subscription?token=…: the link of the confirmation e-mail (double opt-in). It
 * confirms at once and lands on /subscription-success; following it again does the same.
 */
export function ConfirmSubscriptionPage() {
  const backend = useBackend();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useMutation({
    mutationFn: (value: string) => backend.visitor.confirmSubscription(value),
    onSuccess: () => navigate('/subscription-success', { replace: true }),
  });
  usePageHead(
    { title: 'Confirm your subscription', canonical: '/confirm-subscription' },
    confirm.isError,
  );
  const { mutate } = confirm;
  useEffect(() => mutate(token), [mutate, token]);
  if (confirm.isError) return <LinkFailure error={confirm.error} onRetry={() => mutate(token)} />;
  return (
    <Center py="24">
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{TEXTS.confirming}</Text>
      </HStack>
    </Center>
  );
}
