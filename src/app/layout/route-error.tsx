import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUpdateStore } from '../../pwa/use-update-store.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';

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
        ? 'A new version of EDGE Navigator is available. Reload to continue.'
        : 'Something went wrong while opening it. Reloading usually fixes this.'}
    </MessagePage>
  );
}
