// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/backend.ts';
import { createTestBackend, signInDemo } from '../../backend/demo/testing.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { renderWithApp } from '../../test/render.tsx';
import {
  NEEDS_CONNECTION,
  SAVE_EVERYTHING,
  SaveEverythingPanel,
  UNLOCK_LINE,
  UNLOCK_LINE_SIGNED_IN,
} from './save-everything.tsx';

const persist = vi.fn(async () => true);

async function published(backend: Backend) {
  const [essays, dispatches, prompts] = await Promise.all([
    backend.content.listEssays(),
    backend.content.listDispatches(),
    backend.content.listPrompts(),
  ]);
  return { essays: essays.length, dispatches: dispatches.length, prompts: prompts.length };
}

async function renderPanel(who: 'visitor' | 'reader') {
  const backend = createTestBackend();
  if (who === 'reader') {
    await signInDemo(backend, 'reader');
  }
  renderWithApp(
    <AuthProvider>
      <SaveEverythingPanel />
    </AuthProvider>,
    { backend, path: '/offline' },
  );
  return { backend, user: userEvent.setup() };
}

/**
 * The button, once the session has settled: enabled, or unavailable with the line saying why.
 * (It is also unavailable, with no line, while the session is still being checked.)
 */
async function saveEverythingButton(unavailableBecause?: string) {
  const button = await screen.findByRole('button', { name: SAVE_EVERYTHING });
  await waitFor(() => {
    if (unavailableBecause === undefined) expect(button).toBeEnabled();
    else {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(unavailableBecause);
    }
  });
  return button;
}

const status = () => screen.getByRole('status');

beforeEach(async () => {
  localStorage.clear();
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
  persist.mockClear();
  Object.defineProperty(navigator, 'storage', {
    value: { persist, persisted: async () => false },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  vi.restoreAllMocks();
});

describe('Save everything for offline', () => {
  it('tells visitors what unlocks it, with the way there, and no button they cannot press', async () => {
    await renderPanel('visitor');
    expect(await screen.findByText(UNLOCK_LINE)).toBeVisible();
    expect(screen.queryByRole('button', { name: SAVE_EVERYTHING })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('tells a signed-in reader who is not a confirmed subscriber how to unlock it', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp({ name: 'New', email: 'new@example.com', password: 'Secret123' });
    renderWithApp(
      <AuthProvider>
        <SaveEverythingPanel />
      </AuthProvider>,
      { backend, path: '/offline' },
    );
    expect(await screen.findByText(UNLOCK_LINE_SIGNED_IN)).toBeVisible();
    expect(screen.queryByRole('button', { name: SAVE_EVERYTHING })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('saves every published piece for a confirmed subscriber: size first, then progress, asking to persist', async () => {
    const { backend, user } = await renderPanel('reader');
    const counts = await published(backend);
    const total = counts.essays + counts.dispatches + counts.prompts;
    await user.click(await saveEverythingButton());
    // Measuring every piece with its images takes more than waitFor's default second on a busy
    // machine.
    await waitFor(
      () =>
        expect(status()).toHaveTextContent(
          `Everything published: ${counts.essays} essays, ${counts.dispatches} dispatches and ${counts.prompts} prompts, about`,
        ),
      { timeout: 10_000 },
    );
    expect(status()).toHaveTextContent(/about \d+ KB with their images\./);
    expect(await offlineLibrary.list()).toEqual([]); // nothing saved before Start

    await user.click(screen.getByRole('button', { name: 'Start saving' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `Saved ${total} pieces for offline reading. Your browser will keep them until you remove them.`,
      ),
    );
    expect(persist).toHaveBeenCalledOnce();
    const saved = await offlineLibrary.list();
    expect(saved).toHaveLength(total);
    expect(saved.map((p) => p.key)).toContain('essay:the-edge-dilemma');
    expect(saved.map((p) => p.key)).toContain('prompt:build-an-ai-chief-of-staff');
    // Saved, not read: no free view was counted.
    expect(localStorage.getItem('edge_content_views')).toBeNull();
  });

  it('shows a progress bar while saving, and Cancel stops after the piece under way', async () => {
    const { backend, user } = await renderPanel('reader');
    const counts = await published(backend);
    const total = counts.essays + counts.dispatches + counts.prompts;
    let release = () => {};
    let secondUnderWay = false;
    const realSave = offlineLibrary.save.bind(offlineLibrary);
    vi.spyOn(offlineLibrary, 'save').mockImplementation(async (piece, options) => {
      await realSave(piece, options);
      // The second piece waits until the test lets it finish.
      if ((await offlineLibrary.list()).length === 2) {
        await new Promise<void>((r) => {
          release = r;
          secondUnderWay = true;
        });
      }
    });
    await user.click(await saveEverythingButton());
    await user.click(await screen.findByRole('button', { name: 'Start saving' }));
    await waitFor(() => expect(status()).toHaveTextContent(`Saving 1 of ${total} pieces…`));
    const bar = screen.getByRole('progressbar', { name: 'Saving everything' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', String(total));

    // Cancel while the second piece is under way (on a busy machine the first may still be).
    await waitFor(() => expect(secondUnderWay).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `Stopped: 2 of ${total} pieces were saved. The rest were not.`,
      ),
    );
    expect(await offlineLibrary.list()).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAVE_EVERYTHING })).toBeEnabled();
  });

  it('keeps within the 10 MB limit: says what everything would need and saves the newest that fit', async () => {
    const { backend, user } = await renderPanel('reader');
    const counts = await published(backend);
    const total = counts.essays + counts.dispatches + counts.prompts;
    vi.spyOn(offlineLibrary, 'estimate').mockResolvedValue(1024 * 1024);
    await user.click(await saveEverythingButton());
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `All ${total} published pieces need about ${total}.0 MB, more than the 10.0 MB this device keeps for offline reading. The newest that fit will be saved:`,
      ),
    );
    expect(status()).toHaveTextContent(/about 10\.0 MB with their images\./);
    await user.click(screen.getByRole('button', { name: 'Start saving' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved 10 pieces for offline reading.'));
  });

  it('says when it could not list what is published, and offers to try again', async () => {
    const { backend, user } = await renderPanel('reader');
    vi.spyOn(backend.content, 'listEssays').mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await saveEverythingButton());
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        "We couldn't list everything published. Check your connection and try again.",
      ),
    );
    expect(screen.getByRole('button', { name: SAVE_EVERYTHING })).toBeEnabled();
  });

  it('says the browser may clear them when it refuses persistent storage', async () => {
    persist.mockResolvedValueOnce(false);
    const { user } = await renderPanel('reader');
    await user.click(await saveEverythingButton());
    await user.click(await screen.findByRole('button', { name: 'Start saving' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Your browser may clear them if the device runs short of space.',
      ),
    );
  });

  it('needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPanel('reader');
    await saveEverythingButton(NEEDS_CONNECTION);
    expect(within(document.body).getByText(NEEDS_CONNECTION)).toBeInTheDocument();
  });
});
