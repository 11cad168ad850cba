import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { RefreshOnReconnect } from '../stores/offline-library';
import { AuthProvider } from '../stores/session/auth-provider.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { ToasterHost } from '../ui/toaster-host.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { system } from '../ui/theme.ts';

/**
 * The whole app around a backend: design system, backend, query cache (content read again when
 * the connection returns), auth state, router, toasts, and the new-version prompt (outside the
 * router, so it shows even when a route fails to load).
 */
export function App({ backend }: { backend: Backend }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <ChakraProvider value={system}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <RefreshOnReconnect />
          <AuthProvider>
            <RouterProvider router={router} />
            <ToasterHost />
            <UpdatePrompt />
          </AuthProvider>
        </QueryClientProvider>
      </BackendProvider>
    </ChakraProvider>
  );
}
