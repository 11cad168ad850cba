import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { RefreshOnReconnect } from '../stores/offline-library';
import { AuthProvider } from '../stores/session/auth-provider.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { RenderedForProvider } from '../ui/site-origin.ts';
import { ToasterHost } from '../ui/toaster-host.tsx';
import { siteSystem } from '../ui/theme.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/** The attribute set on <html> once the app has taken the page over (drawn it, or hydrated it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks <html> once the app is in charge: a server-rendered page shows its controls before its
 * code has run, and the browser suites wait for this before using them. Set once the page is the
 * browser's (ui/use-hydrated.ts), after what the page itself does then (its effects run first:
 * this comes after the router), such as counting a free view.
 */
function MarkReady() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    if (performance.getEntriesByName('edge:hydrate').length > 0) {
      performance.measure('edge:hydrate', 'edge:hydrate');
    }
  }, [hydrated]);
  return null;
}

/**
 * The whole app around a backend and a query cache: design system, backend, query cache (content
 * read again when the connection returns), auth state, the router given (the browser's, or the
 * server's static one: both draw the same page), toasts, and the new-version prompt (outside the
 * router, so it shows even when a route fails to load). `renderedFor`: the origin a
 * server-rendered page was rendered for (see ui/site-origin.ts).
 */
export function App({
  backend,
  queryClient,
  router,
  renderedFor = null,
}: {
  backend: Backend;
  queryClient: QueryClient;
  router: ReactNode;
  renderedFor?: string | null;
}) {
  return (
    <RenderedForProvider value={renderedFor}>
      <ChakraProvider value={siteSystem()}>
        <BackendProvider backend={backend}>
          <QueryClientProvider client={queryClient}>
            <RefreshOnReconnect />
            <AuthProvider drawnByServer={renderedFor !== null}>
              {router}
              <MarkReady />
              <ToasterHost />
              <UpdatePrompt />
            </AuthProvider>
          </QueryClientProvider>
        </BackendProvider>
      </ChakraProvider>
    </RenderedForProvider>
  );
}
