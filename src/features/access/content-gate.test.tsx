// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { createTestBackend } from '../../backend/demo/testing.ts';
import type { Backend } from '../../backend/backend.ts';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { SIGNED_OUT_HINT, writeSessionHint } from '../../stores/session/session-hint.ts';
import { ContentGate } from './content-gate.tsx';
import { storedViews, storeViews } from '../../test/free-views.ts';

beforeEach(() => {
  localStorage.clear();
  storeViews(['a', 'b', 'c', 'd']);
});

describe('ContentGate', () => {
  it('counts only one of two pieces opened together with the last free view left', async () => {
    renderWithApp(
      <AuthProvider>
        <ContentGate id="e">
          <p>piece e</p>
        </ContentGate>
        <ContentGate id="f">
          <p>piece f</p>
        </ContentGate>
      </AuthProvider>,
    );
    expect(await screen.findByText('piece e')).toBeInTheDocument();
    await waitFor(() => expect(storedViews()).toEqual(['a', 'b', 'c', 'd', 'e']));
  });

  /** A backend whose session never answers (its code not loaded yet, as after a first paint). */
  const silentSession = (): Backend => {
    const backend = createTestBackend();
    return { ...backend, auth: { ...backend.auth, onAuthStateChanged: () => () => {} } };
  };

  /** Piece `id` behind the gate, on a backend whose session never answers. */
  const renderSilently = (id: string) =>
    renderWithApp(
      <AuthProvider>
        <ContentGate id={id}>
          <p>{`piece ${id}`}</p>
        </ContentGate>
      </AuthProvider>,
      { backend: silentSession() },
    );

  it('counts a piece at once when this device knows nobody is signed in', async () => {
    writeSessionHint(SIGNED_OUT_HINT);
    renderSilently('e');
    expect(await screen.findByText('piece e')).toBeInTheDocument();
    await waitFor(() => expect(storedViews()).toEqual(['a', 'b', 'c', 'd', 'e']));
  });

  it('waits for the session before counting when someone was signed in here', async () => {
    writeSessionHint({ ...SIGNED_OUT_HINT, signedIn: true, email: 'reader@example.com' });
    renderSilently('e');
    expect(await screen.findByText('piece e')).toBeInTheDocument();
    // Still checking: the piece shows as the device last knew (its effects have run), and
    // nothing is counted.
    expect(storedViews()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never gates someone signed in here before their subscription is known', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    writeSessionHint({ ...SIGNED_OUT_HINT, signedIn: true, email: 'reader@example.com' });
    renderSilently('f');
    expect(await screen.findByRole('status', { name: 'Checking your access' })).toBeVisible();
    expect(screen.queryByText(/free content limit/)).not.toBeInTheDocument();
  });

  it('gates at once a visitor this device knows, past the free views', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    writeSessionHint(SIGNED_OUT_HINT);
    renderSilently('f');
    expect(await screen.findByText(/free content limit/)).toBeInTheDocument();
    expect(screen.queryByText('piece f')).not.toBeInTheDocument();
  });
});
