import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { signedInTestBackend } from '../../backend/demo/testing.ts';
import type { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { replaceText } from '../../test/paste.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthPage } from './auth-page.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';

// Helpers for the /auth component tests.

/** Where the router is now, and how it got there. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="where" data-navigation={useNavigationType()}>
      {location.pathname + location.search + location.hash}
    </p>
  );
}

/** /auth on a fresh demo backend, optionally signed in, optionally come `from` a path. */
export async function renderAuth({
  from,
  account,
}: { from?: string; account?: keyof typeof DEMO_ACCOUNTS } = {}) {
  const backend = await signedInTestBackend(account);
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </AuthProvider>,
    { backend, path: { pathname: '/auth', state: from ? { from } : null } },
  );
  const user = userEvent.setup();
  // The form shows once the session lookup has answered.
  if (!account) await screen.findByRole('tabpanel');
  return { ...view, backend, user };
}

/**
 * Within the form of the tab shown: the panel the selected tab controls. The other tab's panel
 * is unmounted on exit, but for a moment after a switch both can be in the page.
 */
export const panel = () => {
  const selected = screen
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true');
  const id = selected?.getAttribute('aria-controls');
  const shown = id ? document.getElementById(id) : null;
  if (!shown) throw new Error('No panel is shown for the selected tab');
  return within(shown);
};
/** Replaces the text of the field labelled `label` in the tab shown (in one edit). */
export const fill = (user: ReturnType<typeof userEvent.setup>, label: string, text: string) =>
  replaceText(user, panel().getByLabelText(new RegExp(`^${label}`)), text);
/** Switches to the Sign Up tab. */
export const openSignUp = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  await screen.findByRole('button', { name: 'Create Account' });
};
