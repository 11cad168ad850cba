import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { isBackendError } from '../../domain/errors.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { TEXTS } from './texts.ts';

/**
 * What a link that did not work says: not genuine ('invalid-argument'), expired or overtaken
 * ('failed-precondition', with the server's reason), or the server out of reach (try again).
 */
export function LinkFailure(props: { error: unknown; onRetry: () => void }) {
  const home = (
    <Button asChild variant="outline">
      <RouterLink to="/">{TEXTS.home}</RouterLink>
    </Button>
  );
  const subscribe = (
    <Button asChild colorPalette="orange">
      <RouterLink to="/#newsletter">{TEXTS.subscribeAgain}</RouterLink>
    </Button>
  );
  const message = props.error instanceof Error ? props.error.message : '';
  if (isBackendError(props.error, 'invalid-argument')) {
    return (
      <MessagePage
        title={TEXTS.invalidTitle}
        actions={
          <>
            {subscribe}
            {home}
          </>
        }
      >
        {message}
      </MessagePage>
    );
  }
  if (isBackendError(props.error, 'failed-precondition')) {
    return (
      <MessagePage
        title={TEXTS.usedUpTitle}
        actions={
          <>
            {subscribe}
            {home}
          </>
        }
      >
        {message}
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title={TEXTS.failedTitle}
      actions={
        <>
          <Button colorPalette="orange" onClick={props.onRetry}>
            {TEXTS.tryAgain}
          </Button>
          {home}
        </>
      }
    >
      {TEXTS.failedText}
    </MessagePage>
  );
}
