// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInTestBackend } from '../../backend/demo/testing.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { applyColorMode } from '../../stores/display/color-mode.ts';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { Header } from './header.tsx';

async function renderHeader(account?: keyof typeof DEMO_ACCOUNTS) {
  const backend = await signedInTestBackend(account);
  const view = renderWithApp(
    <AuthProvider>
      <Header />
    </AuthProvider>,
    { backend },
  );
  const user = userEvent.setup();
  // jsdom matches no media query, so the header is in its phone layout: account actions are
  // in the menu.
  const menu = async () => {
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    return within(screen.getByRole('navigation', { name: 'Menu' }));
  };
  return { ...view, user, menu };
}

describe('Header', () => {
  it('switches night mode on and off, remembered on this device', async () => {
    // A page starting on a device that remembers no choice (the mode store is the worker's).
    localStorage.clear();
    applyColorMode();
    const { user } = await renderHeader();
    const night = screen.getByRole('button', { name: 'Night mode' });
    expect(night).toHaveAttribute('aria-pressed', 'false');
    await user.click(night);
    expect(night).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('edge_color_mode')).toBe('dark');
    await user.click(night);
    expect(night).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    // Back to the system's mode (light, in jsdom): nothing to remember.
    expect(localStorage.getItem('edge_color_mode')).toBeNull();
  });

  it('offers Sign In (to /auth) to visitors, and the section links', async () => {
    const { menu } = await renderHeader();
    const nav = await menu();
    expect(await nav.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    // The desktop section links are hidden by CSS at this width, but they are all there.
    const sections = screen.getByLabelText('Sections', { selector: 'nav' });
    const labels = within(sections).getAllByRole('button', { hidden: true });
    expect(labels.map((b) => b.textContent)).toEqual([
      'AI',
      'Essays',
      'Newsletter',
      'Diagnostic',
      'Learn',
      'Cards',
      'About',
    ]);
  });

  it('shows a reader their profile name, an Account link and Sign Out, but no CMS', async () => {
    const { menu } = await renderHeader('reader');
    const nav = await menu();
    expect(await nav.findByText(DEMO_ACCOUNTS.reader.name)).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(nav.queryByRole('link', { name: 'CMS' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('looks signed in on a phone: the account link with the name, no Sign Up', async () => {
    await renderHeader('reader');
    const account = await screen.findByRole('link', {
      name: `Account (${DEMO_ACCOUNTS.reader.name})`,
    });
    expect(account).toHaveAttribute('href', '/account');
    // Outside the menu: the header's own bar says who is signed in.
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(account).getByText('RR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows admins the CMS button, and signs out', async () => {
    const { user, menu } = await renderHeader('admin');
    const nav = await menu();
    expect(await nav.findByRole('link', { name: 'CMS' })).toHaveAttribute('href', '/admin');
    expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await user.click(nav.getByRole('button', { name: 'Sign Out' }));
    const again = await menu();
    await waitFor(() => expect(again.getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
    // Signed out: Sign Up again, and no account link.
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Account \(/ })).not.toBeInTheDocument();
  });

  it('opens the newsletter dialog from Sign Up', async () => {
    const { user } = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe to the EDGE Newsletter' }),
    ).toBeInTheDocument();
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    const { user } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Drawn with the header, hidden: opening it shows it rather than drawing it on the tap.
    const drawn = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(drawn).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBe(drawn);
    expect(drawn).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(drawn).not.toBeVisible();
  });
});
