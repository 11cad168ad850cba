import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { system } from '../app/theme.ts';
import type { Backend } from '../backend/backend.ts';
import { BackendProvider } from '../backend/backend-context.tsx';
import { createTestBackend } from '../backend/demo/testing.ts';
import { ToasterHost } from '../ui/toaster-host.tsx';

/**
 * Renders `ui` with the app's providers around it, on a fresh in-memory demo backend. `path` may
 * carry location state: `{ pathname: '/auth', state: { from: '/essays/x' } }`.
 */
export function renderWithApp(
  ui: ReactNode,
  { backend = createTestBackend(), path = '/' }: { backend?: Backend; path?: InitialEntry } = {},
): RenderResult & { backend: Backend } {
  const result = render(
    <ChakraProvider value={system}>
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <ToasterHost />
      </BackendProvider>
    </ChakraProvider>,
  );
  return { ...result, backend };
}
