// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/backend.ts';
import { DEMO_ACCOUNTS } from '../../../backend/seed/index.ts';
import { clearToasts, renderAdminTab } from '../../../test/admin.tsx';
import type { OutboxMessage } from '../../../backend/demo/index.ts';
import { GRANTED_SECURED } from './role-toasts.ts';
import { SettingsTab } from './settings-tab.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

const READER = DEMO_ACCOUNTS.reader;
const ADMIN = DEMO_ACCOUNTS.admin;

const isAdmin = async (
  backend: Backend & { demo: { dump(c: 'accounts'): Promise<unknown> } },
  email: string,
) =>
  ((await backend.demo.dump('accounts')) as { email: string; isAdmin: boolean }[]).find(
    (a) => a.email === email,
  )?.isAdmin;

describe('Settings tab', () => {
  it('shows who is signed in, the security note and the Beta note', async () => {
    await renderAdminTab(<SettingsTab />);
    const setup = await screen.findByRole('heading', { name: 'Admin Setup' });
    expect(setup).toBeInTheDocument();
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(screen.getByText(ADMIN.uid)).toBeInTheDocument();
    expect(screen.getByText('This account has administrator privileges.')).toBeInTheDocument();
    expect(screen.getByText(/^Security note: /)).toBeInTheDocument();
    expect(screen.getByText('This system is in beta. Features may change.')).toBeInTheDocument();
  });

  it('grants the role to another account by e-mail, and revokes it after asking', async () => {
    const { user, backend } = await renderAdminTab(<SettingsTab />);
    await user.type(await screen.findByLabelText('Account e-mail'), READER.email);
    await user.click(screen.getByRole('button', { name: 'Grant admin role' }));
    expect(await screen.findByText(`Admin role granted to ${READER.email}`)).toBeInTheDocument();
    expect(screen.getByText(GRANTED_SECURED)).toBeInTheDocument();
    expect(await isAdmin(backend, READER.email)).toBe(true);
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['password-reset', READER.email]]);

    await user.type(screen.getByLabelText('Account e-mail'), READER.email);
    await user.click(screen.getByRole('button', { name: 'Revoke admin role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke admin role' });
    expect(dialog).toHaveTextContent(`Revoke the admin role of ${READER.email}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(`Admin role revoked from ${READER.email}`)).toBeInTheDocument();
    expect(await isAdmin(backend, READER.email)).toBe(false);
  });

  it("says why a change is refused: 'Failed to assign admin role', 'Failed to revoke admin role'", async () => {
    const { user } = await renderAdminTab(<SettingsTab />);
    const email = await screen.findByLabelText('Account e-mail');
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Grant admin role' }));
    expect(await screen.findByText('Failed to assign admin role')).toBeInTheDocument();
    expect(
      screen.getByText('No account with e-mail nobody@example.com; they must sign up first.'),
    ).toBeInTheDocument();
    clearToasts();
    await user.clear(email);
    await user.type(email, ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Revoke admin role' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Failed to revoke admin role')).toBeInTheDocument();
    expect(screen.getByText('You cannot revoke your own admin role.')).toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const { user } = await renderAdminTab(<SettingsTab />);
    await user.type(await screen.findByLabelText('Account e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Grant admin role' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });
});
