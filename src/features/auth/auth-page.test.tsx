// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../app/layout/header.tsx';
import type { OutboxMessage } from '../../backend/demo/index.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthPage } from './auth-page.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { Where, fill, openSignUp, panel, renderAuth } from './testing.tsx';

const { admin, reader } = DEMO_ACCOUNTS;

describe('AuthPage: the page', () => {
  it('shows the product name, the subtitle and the Sign In tab first, and sets its head', async () => {
    await renderAuth();
    expect(await screen.findByRole('heading', { level: 1, name: 'EDGE Navigator' })).toBeVisible();
    expect(screen.getByText('Access your account')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    expect(panel().getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(panel().getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(panel().getByLabelText(/^Password/)).toHaveAttribute('minlength', '8');
    expect(panel().getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(panel().queryByLabelText(/^Name/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in | EDGE Navigator'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/auth`,
    );
  });

  it('switches to Sign Up and back, keeping what was typed', async () => {
    const { user } = await renderAuth();
    await fill(user, 'Email', 'casey@example.com');
    await openSignUp(user);
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Create an account to unlock premium features.')).toBeInTheDocument();
    expect(panel().getByLabelText(/^Name/)).toBeRequired();
    expect(panel().getByLabelText(/^Email/)).toHaveValue('casey@example.com');
    expect(panel().getByLabelText(/^Password/)).toHaveAttribute('minlength', '8');
    expect(panel().queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(
      await waitFor(() => panel().getByRole('button', { name: 'Sign In' })),
    ).toBeInTheDocument();
    expect(panel().getByLabelText(/^Email/)).toHaveValue('casey@example.com');
  });
});

describe('AuthPage: Sign In', () => {
  it('says which field is missing, focuses it, and clears the error on edit', async () => {
    const { user, backend } = await renderAuth();
    const signIn = vi.spyOn(backend.auth, 'signIn');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(panel().getByLabelText(/^Email/)).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
    await user.type(panel().getByLabelText(/^Email/), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in and returns to the page the visitor came from, replacing /auth', async () => {
    const { user } = await renderAuth({ from: '/essays/the-edge-dilemma?ref=x#notes' });
    await fill(user, 'Email', reader.email);
    await fill(user, 'Password', reader.password);
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent('/essays/the-edge-dilemma?ref=x#notes');
    expect(where).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('goes to the home page after signing in when there is nowhere to return to', async () => {
    const { user } = await renderAuth();
    await fill(user, 'Email', admin.email);
    await fill(user, 'Password', admin.password);
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("shows the backend's message in a red alert and keeps what was typed", async () => {
    const { user } = await renderAuth({ from: '/account' });
    await fill(user, 'Email', reader.email);
    await fill(user, 'Password', 'Wrong#Password1');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveAttribute('data-status', 'error');
    expect(panel().getByLabelText(/^Email/)).toHaveValue(reader.email);
    expect(panel().getByLabelText(/^Password/)).toHaveValue('Wrong#Password1');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('disables the button with a spinner while signing in', async () => {
    const { user, backend } = await renderAuth();
    let fail!: (error: unknown) => void;
    vi.spyOn(backend.auth, 'signIn').mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await fill(user, 'Email', reader.email);
    await fill(user, 'Password', reader.password);
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    const busy = panel().getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('data-loading');
    fail(new BackendError('unavailable', 'You appear to be offline. Please try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You appear to be offline. Please try again.',
    );
    expect(panel().getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('redirects a visitor who is already signed in, at once, to where they came from', async () => {
    await renderAuth({ account: 'reader', from: '/prompts/edge-signals' });
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent('/prompts/edge-signals');
    expect(where).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('redirects a signed-in visitor to the home page when they came from nowhere', async () => {
    await renderAuth({ account: 'admin' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('never sends a visitor off the site or back to /auth', async () => {
    await renderAuth({ account: 'reader', from: '//evil.example/' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('AuthPage: Forgot password?', () => {
  it('asks for the e-mail first when none is typed', async () => {
    const { user, backend } = await renderAuth();
    const reset = vi.spyOn(backend.auth, 'sendPasswordReset');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Enter your email address to reset your password.')).toBeVisible();
    expect(panel().getByLabelText(/^Email/)).toHaveFocus();
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends the reset e-mail and answers alike whether or not the account exists', async () => {
    const { user, backend } = await renderAuth();
    const reset = vi.spyOn(backend.auth, 'sendPasswordReset');
    const answer = 'If an account exists for that email, a password reset link is on its way.';
    for (const email of [` ${reader.email} `, 'nobody@example.com']) {
      await fill(user, 'Email', email);
      await user.click(panel().getByRole('button', { name: 'Forgot password?' }));
      expect(await screen.findByText(answer)).toBeInTheDocument();
      expect(reset).toHaveBeenLastCalledWith(email.trim());
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['password-reset', reader.email]]);
  });

  it("shows the backend's message when the reset cannot be sent", async () => {
    const { user } = await renderAuth();
    await fill(user, 'Email', 'not-an-email');
    await user.click(panel().getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address.');
  });
});

describe('Header Sign In → /auth', () => {
  it('brings the visitor back to the page they were reading once signed in', async () => {
    const backend = createTestBackend();
    renderWithApp(
      <AuthProvider>
        <Header />
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthProvider>,
      { backend, path: '/dispatches/week-one?utm=mail#latest' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    await user.click(await menu.findByRole('link', { name: 'Sign In' }));
    await fill(user, 'Email', reader.email);
    await fill(user, 'Password', reader.password);
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/dispatches/week-one?utm=mail#latest',
    );
  });
});
