// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/backend-context.tsx';
import type { Backend } from '../../backend/backend.ts';
import { createTestBackend, signedInTestBackend, signInDemo } from '../../backend/demo/testing.ts';
import { BackendError } from '../../domain/errors.ts';
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

/**
 * The signed-in reader, with auth notifications sent by the test (`notify`), as Firebase sends
 * one for every new ID token; the first goes out once the provider listens.
 */
async function readerNotifiedByHand() {
  const backend = createTestBackend();
  const user = await signInDemo(backend, 'reader');
  let listener: (u: AuthUser | null) => void = () => {};
  vi.spyOn(backend.auth, 'onAuthStateChanged').mockImplementation((callback) => {
    listener = callback;
    queueMicrotask(() => callback(user));
    return () => {};
  });
  return { backend, user, notify: (u: AuthUser | null) => listener(u) };
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
    const backend = await signedInTestBackend('reader');
    renderProbe(backend);
    expect(await screen.findByText('Riley Reader checked subscriber')).toBeInTheDocument();
  });

  it('treats a failed subscription lookup as unsubscribed, and logs it', async () => {
    const backend = await signedInTestBackend('reader');
    vi.spyOn(backend.account, 'isConfirmedSubscriber').mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProbe(backend);
    expect(await screen.findByText('Riley Reader checked not subscriber')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to check subscription status', expect.any(Error));
  });

  it('keeps the looked-up subscription when the same account is notified again (token refresh)', async () => {
    const { backend, user, notify } = await readerNotifiedByHand();
    const lookup = vi.spyOn(backend.account, 'isConfirmedSubscriber');
    renderProbe(backend);
    await screen.findByText('Riley Reader checked subscriber');
    act(() => notify({ ...user }));
    // No spinner: the open piece stays on screen while the new token is looked up quietly.
    expect(screen.getByText('Riley Reader checked subscriber')).toBeInTheDocument();
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Riley Reader checked subscriber')).toBeInTheDocument();

    // A change the subscription depends on is looked up again.
    act(() => notify({ ...user, emailVerified: false }));
    expect(await screen.findByText('Riley Reader checked not subscriber')).toBeInTheDocument();
  });

  it('looks the subscription up again with each new token: a look the old token was refused is repeated', async () => {
    const { backend, user, notify } = await readerNotifiedByHand();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The rules refuse the read while the token still says email_verified: false.
    const lookup = vi
      .spyOn(backend.account, 'isConfirmedSubscriber')
      .mockRejectedValueOnce(new BackendError('permission-denied', 'Missing permissions.'));
    renderProbe(backend);
    expect(await screen.findByText('Riley Reader checked not subscriber')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to check subscription status', expect.any(Error));
    act(() => notify({ ...user }));
    expect(await screen.findByText('Riley Reader checked subscriber')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps a confirmed subscription when a quiet look on a new token fails', async () => {
    const { backend, user, notify } = await readerNotifiedByHand();
    renderProbe(backend);
    await screen.findByText('Riley Reader checked subscriber');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lookup = vi
      .spyOn(backend.account, 'isConfirmedSubscriber')
      .mockRejectedValue(new BackendError('unavailable', 'offline'));
    act(() => notify({ ...user }));
    await vi.waitFor(() => expect(lookup).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByText('Riley Reader checked subscriber')).toBeInTheDocument();
  });

  it('looks at the account again, once, when the visitor comes back to the tab (focus and visibilitychange)', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp({ name: 'Casey', email: 'casey@example.com', password: 'Secret123' });
    const refresh = vi.spyOn(backend.auth, 'refreshUser');
    renderProbe(backend);
    await screen.findByText('Casey checked not subscriber');
    // The answer redraws as a transition, whose effects (the listeners) run in a later task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.focus(window);
    fireEvent(document, new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
