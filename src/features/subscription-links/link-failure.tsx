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
  // Not genuine, or expired or overtaken: the server's reason, and a way to subscribe again.
  const refusedTitle = isBackendError(props.error, 'invalid-argument')
    ? TEXTS.invalidTitle
    : isBackendError(props.error, 'failed-precondition')
      ? TEXTS.usedUpTitle
      : null;
  if (refusedTitle) {
    return (
      <MessagePage
        title={refusedTitle}
        actions={
          <>
            {subscribe}
            {home}
          </>
        }
      >
        {props.error instanceof Error ? props.error.message : ''}
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
