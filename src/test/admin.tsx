import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminBackend } from '../backend/admin-api.ts';
import type { Backend } from '../backend/backend.ts';
import { createTestBackend, signInDemo } from '../backend/demo/testing.ts';
import type { DemoBackend, DemoBackendOptions } from '../backend/demo/index.ts';
import type { DEMO_ACCOUNTS } from '../backend/seed/index.ts';
import { cmsSystem } from '../features/admin/kit/index.ts';
import { AuthProvider } from '../stores/session/auth-provider.tsx';
import { toaster } from '../ui/toaster.tsx';
import { renderWithApp } from './render.tsx';

/**
 * Renders a CMS tab as the CMS does (signed in, in the CMS's design system, under a Suspense
 * boundary while the admin surface loads, in the app's router, whose blockers the leave guards
 * use) on a fresh demo backend.
 */
export async function renderAdminTab(
  ui: ReactNode,
  {
    account = 'admin',
    path = '/admin',
    options = {},
    before,
  }: {
    account?: keyof typeof DEMO_ACCOUNTS | null;
    path?: string;
    options?: DemoBackendOptions;
    /** Runs once signed in, before the first render (to set data up, or to break a call). */
    before?: (backend: DemoBackend) => Promise<void>;
  } = {},
) {
  const backend = createTestBackend(options);
  if (account) {
    await signInDemo(backend, account);
  }
  await before?.(backend);
  const user = userEvent.setup();
  // Awaited act: the tab suspends on the admin surface (React's use()), and React retries a
  // suspended render in a test only inside an act scope that is awaited.
  let view: ReturnType<typeof renderWithApp> | undefined;
  await act(async () => {
    view = renderWithApp(
      <AuthProvider>
        <ChakraProvider value={cmsSystem}>
          <Suspense fallback={<p>Loading the CMS...</p>}>{ui}</Suspense>
        </ChakraProvider>
      </AuthProvider>,
      { backend, path },
    );
  });
  return { ...view!, backend, user };
}

/** Removes every toast: the toaster is one for the page, so toasts outlive a test's render. */
export function clearToasts(): void {
  toaster.remove();
}

/** Replaces calls of the admin surface (to make them fail), before the tab loads it. */
export const failing = (patch: (admin: AdminBackend) => void) => async (backend: Backend) => {
  const admin = await backend.loadAdmin();
  patch(admin);
  vi.spyOn(backend, 'loadAdmin').mockResolvedValue(admin);
};

/** The user-event session `renderAdminTab` returns. */
export type User = Awaited<ReturnType<typeof renderAdminTab>>['user'];

/** Enters text as a paste (typing long text key by key is slow on a loaded machine). */
export async function enter(user: User, label: RegExp, text: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
