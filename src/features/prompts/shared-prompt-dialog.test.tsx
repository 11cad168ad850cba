// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/backend.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedPrompts } from '../../backend/seed/prompts.ts';
import type { Prompt } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { SharedPromptDialog } from './shared-prompt-dialog.tsx';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

function renderHome(path: string, backend: Backend = createTestBackend()) {
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Where />
              <SharedPromptDialog />
            </>
          }
        />
      </Routes>
    </AuthProvider>,
    { path, backend },
  );
  return { ...view, user: userEvent.setup() };
}

const chief = seedPrompts.find((p) => p.id === 'prompt-ai-chief-of-staff') as Prompt;

beforeEach(async () => {
  localStorage.clear();
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
});
afterEach(() => vi.restoreAllMocks());

describe('?prompt on the home page', () => {
  it('opens that prompt in the dialog, and closing removes the parameter', async () => {
    const { user } = renderHome('/?prompt=prompt-ai-chief-of-staff&utm_source=x#edge-prompts');
    expect(await screen.findByRole('dialog', { name: chief.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/\?utm_source=x#edge-prompts$/);
  });

  it('opens nothing for an unknown id', async () => {
    const backend = createTestBackend();
    const lookup = vi.spyOn(backend.content, 'getPromptById');
    renderHome('/?prompt=no-such-prompt', backend);
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('no-such-prompt'));
    await expect(lookup.mock.results[0]?.value).resolves.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/?prompt=no-such-prompt');
  });

  it('offline, opens the copy saved on this device, and nothing when there is none', async () => {
    const backend = createTestBackend();
    const lookup = vi.spyOn(backend.content, 'getPromptById');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unsaved = renderHome('/?prompt=prompt-ai-chief-of-staff', backend);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unsaved.unmount();

    await offlineLibrary.save({ kind: 'prompt', item: chief });
    renderHome('/?prompt=prompt-ai-chief-of-staff', backend);
    expect(await screen.findByRole('dialog', { name: chief.title })).toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('opens nothing for an inactive prompt', async () => {
    const backend = createTestBackend();
    const lookup = vi
      .spyOn(backend.content, 'getPromptById')
      .mockResolvedValue({ ...chief, status: 'inactive' });
    renderHome('/?prompt=prompt-ai-chief-of-staff', backend);
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('prompt-ai-chief-of-staff'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
