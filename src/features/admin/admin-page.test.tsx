// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { signedInTestBackend } from '../../backend/demo/testing.ts';
import type { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { AdminPage } from './admin-page.tsx';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

async function renderAdmin(path: string, account?: keyof typeof DEMO_ACCOUNTS) {
  const backend = await signedInTestBackend(account);
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/admin/:tab?" element={<AdminPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </AuthProvider>,
    { backend, path },
  );
  return { ...view, user: userEvent.setup() };
}

const ACCESS_DENIED = 'Access Denied - Administrator privileges required to access the EDGE CMS.';

describe('/admin', () => {
  it("says 'Loading...' while the role is checked", async () => {
    await renderAdmin('/admin', 'admin');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'AI Prompts' })).toBeInTheDocument();
  });

  it('denies a visitor, who may sign in and come back', async () => {
    await renderAdmin('/admin/essays');
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('denies a signed-in reader', async () => {
    await renderAdmin('/admin', 'reader');
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows an admin the seven tabs, AI Prompts first selected', async () => {
    await renderAdmin('/admin', 'admin');
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Analytics',
      'AI Prompts',
      'Essays',
      'Subscribers',
      'Newsletter',
      'Security',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'AI Prompts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the tab the URL names, and puts the chosen tab in the URL', async () => {
    const { user } = await renderAdmin('/admin/essays', 'admin');
    expect(await screen.findByRole('tab', { name: 'Essays' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    // The router changes the URL in a transition that waits for the tab's code (fetched on first
    // open): on a busy machine that comes after the click returns.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/admin/security'),
    );
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an unknown tab to /admin, where AI Prompts opens', async () => {
    await renderAdmin('/admin/nothing-here', 'admin');
    expect(await screen.findByRole('tab', { name: 'AI Prompts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/admin$/);
  });
});
