import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isChunkFailure } from '../../domain/chunk-failure.ts';
import { NEW_VERSION_RELOAD, useUpdateStore } from '../../stores/use-update-store.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';

/** A screen whose code is not on this device yet, offline (it opens once the connection returns). */
export const PAGE_NEEDS_CONNECTION =
  "It needs a connection: this part of the site isn't on this device yet. It opens as soon as you're back online.";

/**
 * A screen that failed to render or load (typically a page's code gone since a deploy), inside
 * the header and footer: say so and offer a reload, through the new version when one is waiting.
 */
export function RouteError({ error }: { error: unknown }) {
  const update = useUpdateStore((s) => s.reload);
  usePageHead({ title: "This page didn't load", canonical: window.location.pathname }, false);
  useEffect(() => {
    console.error('A page failed to load', error);
  }, [error]);
  return (
    <MessagePage
      title="This page didn't load"
      actions={
        <>
          <Button colorPalette="orange" onClick={() => (update ?? (() => location.reload()))()}>
            Reload
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">Return to Home</RouterLink>
          </Button>
        </>
      }
    >
      {update
        ? NEW_VERSION_RELOAD
        : isChunkFailure(error)
          ? PAGE_NEEDS_CONNECTION
          : 'Something went wrong while opening it. Reloading usually fixes this.'}
    </MessagePage>
  );
}
