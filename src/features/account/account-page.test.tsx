// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../backend/demo/index.ts';
import { createTestBackend, signInDemo } from '../../backend/demo/testing.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { AccountPage } from './account-page.tsx';

/** Where the router is now, with the state it was given. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where" data-navigation={useNavigationType()}>
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

type Who = keyof typeof DEMO_ACCOUNTS | 'new' | null;

async function renderAccount(who: Who) {
  const backend = createTestBackend();
  if (who === 'new') {
    await backend.auth.signUp({
      name: 'Casey Chen',
      email: 'casey@example.com',
      password: 'Secret#2026',
    });
  } else if (who) {
    await signInDemo(backend, who);
  }
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </AuthProvider>,
    { backend, path: '/account' },
  );
  return { ...view, backend, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('heading', { name }).parentElement!);

describe('AccountPage', () => {
  it('shows a spinner while the session is looked up', async () => {
    await renderAccount('reader');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });

  it('sends signed-out visitors to /auth, to come back here', async () => {
    await renderAccount(null);
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent('/auth {"from":"/account"}');
    expect(where).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('shows a confirmed, verified reader their details and unlimited reading, and no CMS', async () => {
    await renderAccount('reader');
    expect(await screen.findByText(DEMO_ACCOUNTS.reader.name)).toBeInTheDocument();
    expect(screen.getByText(DEMO_ACCOUNTS.reader.email)).toBeInTheDocument();
    expect(section('Email verification').getByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(await section('Newsletter').findByText('Confirmed subscriber')).toBeInTheDocument();
    expect(
      screen.getByText('Reading is unlimited: every essay, dispatch and prompt is open to you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the CMS' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Your account | EDGE Navigator'));
  });

  it('gives admins a link to the CMS', async () => {
    await renderAccount('admin');
    expect(await screen.findByRole('link', { name: 'Open the CMS' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('tells a non-subscriber that reading is limited and offers the newsletter', async () => {
    const { user } = await renderAccount('admin');
    const newsletter = await screen.findByText(/Reading is limited to 5 free pieces/);
    expect(newsletter).toHaveTextContent(
      'Reading is limited to 5 free pieces. Subscribe to the newsletter and confirm your subscription to read without limits.',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe to the newsletter' }));
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe to the EDGE Newsletter' }),
    ).toBeInTheDocument();
  });

  it('explains why an unverified e-mail matters, and resends the verification e-mail', async () => {
    const { user, backend } = await renderAccount('new');
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    expect(
      screen.getByText(/A confirmed newsletter subscription only unlocks unlimited reading once/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent. Check your inbox.')).toBeVisible();
    const outbox = (await (backend as ReturnType<typeof createTestBackend>).demo.dump(
      'outbox',
    )) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([
      ['verify-email', 'casey@example.com'],
      ['verify-email', 'casey@example.com'],
    ]);
  });

  it("shows the backend's message when the verification e-mail cannot be sent", async () => {
    const { user, backend } = await renderAccount('new');
    const message = 'Too many attempts. Please wait a moment and try again.';
    vi.spyOn(backend.auth, 'sendVerificationEmail').mockRejectedValue(
      new BackendError('resource-exhausted', message),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveAttribute('data-status', 'error');
  });

  it('updates when the e-mail gets verified', async () => {
    const { backend } = await renderAccount('new');
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    await (backend as ReturnType<typeof createTestBackend>).demo.verifyEmail('casey@example.com');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
  });

  it('signs out and goes to the home page', async () => {
    const { user, backend } = await renderAccount('reader');
    const changes: unknown[] = [];
    backend.auth.onAuthStateChanged((u) => changes.push(u));
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent(/^\/ null$/);
    expect(changes.at(-1)).toBeNull();
  });
});
