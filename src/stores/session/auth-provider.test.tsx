// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/backend-context.tsx';
import type { Backend } from '../../backend/backend.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/accounts.ts';
import type { AuthUser } from '../../domain/types.ts';
import { AuthProvider, useAuth } from './auth-provider.tsx';

function Probe() {
  const { loading, user, profileName, isConfirmedSubscriber, checkingSubscription } = useAuth();
  if (loading) return <p>loading</p>;
  if (!user) return <p>signed out</p>;
  return (
    <p>
      {profileName ?? user.email} {checkingSubscription ? 'checking' : 'checked'}{' '}
      {isConfirmedSubscriber ? 'subscriber' : 'not subscriber'}
    </p>
  );
}

function renderProbe(backend: Backend) {
  render(
    <BackendProvider backend={backend}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </BackendProvider>,
  );
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading, then signed out', async () => {
    renderProbe(createTestBackend());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('shows the profile name and the confirmed subscription once looked up', async () => {
    const backend = createTestBackend();
    await backend.auth.signIn(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
    renderProbe(backend);
    expect(await screen.findByText('Riley Reader checked subscriber')).toBeInTheDocument();
  });

  it('treats a failed subscription lookup as unsubscribed, and logs it', async () => {
    const backend = createTestBackend();
    await backend.auth.signIn(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
    vi.spyOn(backend.account, 'isConfirmedSubscriber').mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProbe(backend);
    expect(await screen.findByText('Riley Reader checked not subscriber')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to check subscription status', expect.any(Error));
  });

  it('keeps the looked-up subscription when the same account is notified again (token refresh)', async () => {
    const backend = createTestBackend();
    const user = await backend.auth.signIn(
      DEMO_ACCOUNTS.reader.email,
      DEMO_ACCOUNTS.reader.password,
    );
    let notify: (u: AuthUser | null) => void = () => {};
    vi.spyOn(backend.auth, 'onAuthStateChanged').mockImplementation((callback) => {
      notify = callback;
      queueMicrotask(() => callback(user));
      return () => {};
    });
    const lookup = vi.spyOn(backend.account, 'isConfirmedSubscriber');
    renderProbe(backend);
    await screen.findByText('Riley Reader checked subscriber');
    act(() => notify({ ...user }));
    expect(screen.getByText('Riley Reader checked subscriber')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);

    // A change the subscription depends on is looked up again.
    act(() => notify({ ...user, emailVerified: false }));
    expect(await screen.findByText('Riley Reader checked not subscriber')).toBeInTheDocument();
  });

  it('looks at the account again, once, when the visitor comes back to the tab (focus and visibilitychange)', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp({ name: 'Casey', email: 'casey@example.com', password: 'Secret123' });
    const refresh = vi.spyOn(backend.auth, 'refreshUser');
    renderProbe(backend);
    await screen.findByText('Casey checked not subscriber');
    fireEvent.focus(window);
    fireEvent(document, new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
