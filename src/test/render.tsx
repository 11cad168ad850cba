import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, type InitialEntry } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { HistoryRouter } from '../app/router/history-router.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { siteSystem } from '../platform/styles/site-system.ts';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { createTestBackend } from '../backend/demo/testing.ts';
import { RefreshOnReconnect } from '../stores/offline-library';
import { ToasterHost } from '../ui/toaster-host.tsx';
import { createLifecycle, type Lifecycle } from '../platform/lifecycle/lifecycle.ts';
import { LifecycleProvider } from '../platform/lifecycle/lifecycle-context.tsx';

/**
 * A page's lifecycle for a test (`createLifecycle`'s options), released unless said: tests draw
 * in the browser from the start, as main.tsx draws the shell. Its listeners go after the test.
 */
export function testLifecycle(options: Parameters<typeof createLifecycle>[0] = { released: true }) {
  const lifecycle = createLifecycle(options);
  onTestFinished(lifecycle.dispose);
  return lifecycle;
}

/** `ui` with a page's lifecycle handed down (a fresh, released one unless given). */
export function withLifecycle(ui: ReactNode, lifecycle: Lifecycle = testLifecycle()) {
  return <LifecycleProvider lifecycle={lifecycle}>{ui}</LifecycleProvider>;
}

/**
 * Renders `ui` with the app's providers around it, on a fresh in-memory demo backend, a fresh
 * query cache and a fresh page lifecycle (released, unless a `lifecycle` is given). `path` may carry location state: `{ pathname: '/auth', state: { from: '/x' } }`.
 * The router is the app's own (navigation blockers work), over an in-memory history.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    backend = createTestBackend(),
    path = '/',
    queryClient = createQueryClient(),
    lifecycle = testLifecycle(),
  }: {
    lifecycle?: Lifecycle;
    backend?: Backend;
    path?: InitialEntry;
    queryClient?: QueryClient;
  } = {},
): RenderResult & { backend: Backend; queryClient: QueryClient } {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path] });
  const result = render(
    withLifecycle(
      <ChakraProvider value={siteSystem()}>
        <BackendProvider backend={backend}>
          <QueryClientProvider client={queryClient}>
            <RefreshOnReconnect />
            <HistoryRouter history={history}>{ui}</HistoryRouter>
            <ToasterHost />
          </QueryClientProvider>
        </BackendProvider>
      </ChakraProvider>,
      lifecycle,
    ),
  );
  return { ...result, backend, queryClient };
}
