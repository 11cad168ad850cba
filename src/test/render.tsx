import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, type InitialEntry } from 'react-router-dom';
import { HistoryRouter } from '../app/router/history-router.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { siteSystem } from '../platform/styles/theme.ts';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { createTestBackend } from '../backend/demo/testing.ts';
import { RefreshOnReconnect } from '../stores/offline-library';
import { ToasterHost } from '../ui/toaster-host.tsx';

/**
 * Renders `ui` with the app's providers around it, on a fresh in-memory demo backend and a fresh
 * query cache. `path` may carry location state: `{ pathname: '/auth', state: { from: '/x' } }`.
 * The router is the app's own (navigation blockers work), over an in-memory history.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    backend = createTestBackend(),
    path = '/',
    queryClient = createQueryClient(),
  }: {
    backend?: Backend;
    path?: InitialEntry;
    queryClient?: QueryClient;
  } = {},
): RenderResult & { backend: Backend; queryClient: QueryClient } {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path] });
  const result = render(
    <ChakraProvider value={siteSystem()}>
      <BackendProvider backend={backend}>
        <QueryClientProvider client={queryClient}>
          <RefreshOnReconnect />
          <HistoryRouter history={history}>{ui}</HistoryRouter>
          <ToasterHost />
        </QueryClientProvider>
      </BackendProvider>
    </ChakraProvider>,
  );
  return { ...result, backend, queryClient };
}
