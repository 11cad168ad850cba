import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { RefreshOnReconnect } from '../stores/offline-library';
import { AuthProvider } from '../stores/session/auth-provider.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { RenderedForProvider } from '../ui/site-origin.ts';
import { ToasterHost } from '../ui/toaster-host.tsx';
import { siteSystem } from '../platform/styles/site-system.ts';
import type { Lifecycle } from '../platform/lifecycle/lifecycle.ts';
import { LifecycleProvider } from '../platform/lifecycle/lifecycle-context.tsx';

/**
 * The whole app around a page's lifecycle, a backend and a query cache: design system, backend, query cache (content
 * read again when the connection returns), auth state, the router given (the browser's, or the
 * server's static one: both draw the same page), toasts, and the new-version prompt (outside the
 * router, so it shows even when a route fails to load). `renderedFor`: the origin a
 * server-rendered page was rendered for (see ui/site-origin.ts).
 */
export function App({
  lifecycle,
  backend,
  queryClient,
  router,
  renderedFor = null,
}: {
  lifecycle: Lifecycle;
  backend: Backend;
  queryClient: QueryClient;
  router: ReactNode;
  renderedFor?: string | null;
}) {
  return (
    <LifecycleProvider lifecycle={lifecycle}>
      <RenderedForProvider value={renderedFor}>
        <ChakraProvider value={siteSystem()}>
          <BackendProvider backend={backend}>
            <QueryClientProvider client={queryClient}>
              <RefreshOnReconnect />
              <AuthProvider drawnByServer={renderedFor !== null}>
                {router}
                <ToasterHost />
                <UpdatePrompt />
              </AuthProvider>
            </QueryClientProvider>
          </BackendProvider>
        </ChakraProvider>
      </RenderedForProvider>
    </LifecycleProvider>
  );
}
