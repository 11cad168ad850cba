import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { MessagePage } from '../../ui/message-page.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { LinkFailure } from './link-failure.tsx';
import { TEXTS } from './texts.ts';

/**
 * /unsubscribe?token=…: the unsubscribe link of every newsletter. Opening it changes nothing
 * (mail scanners open every link); the button unsubscribes. Mail apps' one-click POST goes to
 * /unsubscribe/one-click, a Cloud Function on Firebase.
 */
export function UnsubscribePage() {
  const backend = useBackend();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => backend.visitor.unsubscribe(token) });
  usePageHead({ title: TEXTS.unsubscribe, canonical: '/unsubscribe' });
  if (unsubscribe.isError) {
    return <LinkFailure error={unsubscribe.error} onRetry={() => unsubscribe.mutate()} />;
  }
  if (unsubscribe.isSuccess) {
    return (
      <MessagePage
        title={TEXTS.unsubscribedTitle}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/">{TEXTS.home}</RouterLink>
          </Button>
        }
      >
        {TEXTS.unsubscribedText}
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title={TEXTS.unsubscribeTitle}
      actions={
        <Button
          colorPalette="orange"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {TEXTS.unsubscribe}
        </Button>
      }
    >
      {TEXTS.unsubscribeText}
    </MessagePage>
  );
}
