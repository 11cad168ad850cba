// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../backend/demo/index.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { BackendError } from '../../domain/errors.ts';
import { clearToasts, renderAdminTab } from '../../test/admin.tsx';
import { AdminPage } from './admin-page.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

const READER = DEMO_ACCOUNTS.reader;

const adminPage = (
  <Routes>
    <Route path="/admin/:tab?" element={<AdminPage />} />
  </Routes>
);

describe('/admin/settings for an owner who is not an admin yet', () => {
  it("asks a visitor to sign in: 'Please sign in to set up admin access.'", async () => {
    await renderAdminTab(adminPage, { account: null, path: '/admin/settings' });
    expect(
      await screen.findByText(
        'Access Denied - Administrator privileges required to access the EDGE CMS.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please sign in to set up admin access.')).toBeInTheDocument();
  });

  it('lets an owner on the allow-list claim the role: signed out, back in with a new password', async () => {
    const { user, backend } = await renderAdminTab(adminPage, {
      account: 'reader',
      path: '/admin/settings',
      options: { adminEmails: [READER.email] },
    });
    expect(await screen.findByText(READER.email)).toBeInTheDocument();
    expect(screen.getByText(READER.uid)).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Assign Admin Role to This Account' }),
    );
    expect(await screen.findByText('Admin role assigned successfully')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You now have administrator privileges. To keep them yours alone, this account is ' +
          `signed out everywhere: choose a new password through the link we sent to ${READER.email}, then sign in.`,
      ),
    ).toBeInTheDocument();
    // The account was secured, this session with it: a link to choose a password went out.
    expect(await screen.findByText('Please sign in to set up admin access.')).toBeInTheDocument();
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['password-reset', READER.email]]);
    await expect(backend.auth.signIn(READER.email, READER.password)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    // The owner follows the link, signs in with the password they chose: the CMS opens.
    await backend.demo.setPassword(READER.email, 'Chosen#2026');
    await act(() => backend.auth.signIn(READER.email, 'Chosen#2026'));
    expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("refuses anyone else: 'Failed to assign admin role'", async () => {
    const { user } = await renderAdminTab(adminPage, {
      account: 'reader',
      path: '/admin/settings',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(
      await screen.findByRole('button', { name: 'Assign Admin Role to This Account' }),
    );
    expect(await screen.findByText('Failed to assign admin role')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This e-mail is not on the owner list (ADMIN_EMAILS). Check the console for details.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("says 'Error assigning admin role' when the call does not get through", async () => {
    const { user } = await renderAdminTab(adminPage, {
      account: 'reader',
      path: '/admin/settings',
      before: async (backend) => {
        const admin = await backend.loadAdmin();
        admin.roles.claim = () =>
          Promise.reject(new BackendError('unavailable', 'You appear to be offline.'));
        vi.spyOn(backend, 'loadAdmin').mockResolvedValue(admin);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(
      await screen.findByRole('button', { name: 'Assign Admin Role to This Account' }),
    );
    expect(await screen.findByText('Error assigning admin role')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You appear to be offline.')).toBeInTheDocument());
  });
});
