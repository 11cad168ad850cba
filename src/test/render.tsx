import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
} from 'react-router-dom';
import { createQueryClient } from '../app/query-client.ts';
import { siteSystem } from '../ui/theme.ts';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { createTestBackend } from '../backend/demo/testing.ts';
import { RefreshOnReconnect } from '../stores/offline-library';
import { ToasterHost } from '../ui/toaster-host.tsx';

/**
 * Renders `ui` with the app's providers around it, on a fresh in-memory demo backend and a fresh
 * query cache. `path` may carry location state: `{ pathname: '/auth', state: { from: '/x' } }`.
 * `dataRouter` puts `ui` in a data router, as the app does (needed by navigation blockers).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    backend = createTestBackend(),
    path = '/',
    queryClient = createQueryClient(),
    dataRouter = false,
  }: {
    backend?: Backend;
    path?: InitialEntry;
    queryClient?: QueryClient;
    dataRouter?: boolean;
  } = {},
): RenderResult & { backend: Backend; queryClient: QueryClient } {
  const router = dataRouter
    ? createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
    : null;
  const result = render(
    <ChakraProvider value={siteSystem()}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <RefreshOnReconnect />
          {router ? (
            <RouterProvider router={router} />
          ) : (
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          )}
          <ToasterHost />
        </QueryClientProvider>
      </BackendProvider>
    </ChakraProvider>,
  );
  return { ...result, backend, queryClient };
}
