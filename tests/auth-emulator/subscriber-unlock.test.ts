import { act, renderHook, waitFor } from '@testing-library/react';
import { getApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../src/backend/backend-context.tsx';
import { BackendError } from '../../src/domain/errors.ts';
import { AuthProvider, useAuth } from '../../src/stores/session/auth-provider.tsx';
import { PASSWORD as password, useAuthEmulator, verifyByLink, watch } from './support.ts';

const current = useAuthEmulator();

/** The ID token's claims now: what Firestore's rules see as request.auth.token. */
async function tokenClaims() {
  const user = getAuth(getApp()).currentUser;
  if (!user) throw new Error('nobody signed in');
  return (await user.getIdTokenResult()).claims;
}

describe('the confirmed-subscriber unlock on the Auth emulator', () => {
  it('reports the e-mail verified only once the ID token says so', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    const { states, next } = watch(backend);
    await next((u) => u?.email === email);
    await verifyByLink(email);
    // Every state the adapter reports is checked against the token it was read from.
    const seen: { reported: boolean; token: unknown }[] = [];
    const stop = backend.auth.onAuthStateChanged((user) => {
      if (user)
        void tokenClaims().then((c) =>
          seen.push({ reported: user.emailVerified, token: c.email_verified }),
        );
    });
    await backend.auth.refreshUser();
    await next((u) => u?.email === email && u.emailVerified);
    stop();
    expect(states.at(-1)?.emailVerified).toBe(true);
    expect(await tokenClaims()).toMatchObject({ email_verified: true });
    for (const { reported, token } of seen) if (reported) expect(token).toBe(true);
  });

  it('unlocks a subscriber who verifies while signed in, looking again with the new token', async () => {
    const { backend, email } = current;
    await backend.auth.signUp({ name: 'Ada', email, password });
    // No Firestore here: the lookup answers as the rules would for a confirmed subscriber,
    // whose row is readable only with a token that carries email_verified: true.
    const lookups: unknown[] = [];
    vi.spyOn(backend.account, 'getProfile').mockResolvedValue(null);
    vi.spyOn(backend.account, 'isConfirmedSubscriber').mockImplementation(async () => {
      const { email_verified } = await tokenClaims();
      lookups.push(email_verified);
      if (email_verified !== true)
        throw new BackendError('permission-denied', 'Missing permissions.');
      return true;
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(BackendProvider, {
        backend,
        children: createElement(AuthProvider, { children }),
      });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.email).toBe(email));
    expect(result.current.isConfirmedSubscriber).toBe(false);

    await verifyByLink(email);
    await act(() => backend.auth.refreshUser());
    await waitFor(() => expect(result.current.isConfirmedSubscriber).toBe(true), {
      timeout: 10_000,
    });
    expect(lookups.at(-1)).toBe(true);
    // Never looked up with a token the rules would refuse while the app called it verified.
    expect(console.error).not.toHaveBeenCalledWith(
      'Failed to check subscription status',
      expect.anything(),
    );
  });
});
