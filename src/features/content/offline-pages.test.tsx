// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { BackendError } from '../../domain/errors.ts';
import { storeViews } from '../../test/free-views.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { CatchAllPage } from './catch-all-page.tsx';
import { EssayPage } from './piece-page.tsx';
import { PromptDetailPage } from './prompt-page.tsx';

function renderPage(path: string, backend = createTestBackend()) {
  return renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/offline" element={<p>The offline list</p>} />
        <Route path="/essays/:slug" element={<EssayPage />} />
        <Route path="/prompts/detail/:slug" element={<PromptDetailPage />} />
        <Route path="/:slug" element={<CatchAllPage />} />
      </Routes>
    </AuthProvider>,
    { backend, path },
  );
}

/** Makes the browser say it is offline (or online again, announcing it). */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  localStorage.clear();
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
});
afterEach(() => vi.restoreAllMocks());

describe('piece pages and the offline library', () => {
  it('saves a piece once it is open, and opens it from the device offline, at /{slug} too', async () => {
    const first = renderPage('/essays/the-edge-dilemma');
    await screen.findByRole('button', { name: 'Copy link' });
    await waitFor(async () =>
      expect(await offlineLibrary.find('essay', 'the-edge-dilemma')).not.toBeNull(),
    );
    first.unmount();

    setOnline(false);
    const offline = renderPage('/the-edge-dilemma');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The EDGE Dilemma' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^You're offline\. You're reading the copy saved on this device on/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    offline.unmount();
  });

  it('reading the saved copy offline keeps the date it was saved, and counts as a reading', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T09:00:00Z') });
    try {
      const backend = createTestBackend();
      const item = await backend.content.getEssayBySlug('the-edge-dilemma');
      await offlineLibrary.save({ kind: 'essay', item: item! });
      vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
      setOnline(false);
      for (let opening = 0; opening < 2; opening++) {
        const view = renderPage('/essays/the-edge-dilemma', backend);
        expect(
          await screen.findByText(/You're reading the copy saved on this device on Nov 1, 2026\./),
        ).toBeInTheDocument();
        await waitFor(async () =>
          expect((await offlineLibrary.find('essay', 'the-edge-dilemma'))?.readAt).toEqual(
            new Date('2026-11-20T09:00:00Z'),
          ),
        );
        view.unmount();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers from the device when the read fails for want of a connection', async () => {
    const backend = createTestBackend();
    const item = await backend.content.getPromptBySlug('build-an-ai-chief-of-staff');
    await offlineLibrary.save({ kind: 'prompt', item: item! });
    vi.spyOn(backend.content, 'getPromptBySlug').mockRejectedValue(
      new BackendError('unavailable', 'offline'),
    );
    renderPage('/prompts/detail/build-an-ai-chief-of-staff', backend);
    expect(
      await screen.findByText(/We couldn't reach the server\. You're reading the copy saved/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Build an AI Chief of Staff',
    );
  });

  it('offline with no saved copy: says so, links to the list, and loads once back online', async () => {
    setOnline(false);
    renderPage('/essays/leading-through-the-fog');
    await screen.findByRole('heading', { name: 'Not available offline yet' });
    expect(screen.getByRole('link', { name: "See what's available offline" })).toHaveAttribute(
      'href',
      '/offline',
    );
    setOnline(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Leading Through the Fog/ }),
    ).toBeVisible();
  });

  it('never saves a gated piece', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    renderPage('/essays/the-edge-dilemma');
    await screen.findByText("You've reached your free content limit (5 pieces)");
    expect(await offlineLibrary.list()).toEqual([]);
  });

  it('drops the saved copy of a piece the server no longer publishes', async () => {
    const backend = createTestBackend();
    const item = await backend.content.getEssayBySlug('the-edge-dilemma');
    await offlineLibrary.save({ kind: 'essay', item: { ...item!, slug: 'withdrawn-essay' } });
    renderPage('/essays/withdrawn-essay', backend);
    await screen.findByText('Home page');
    await waitFor(async () =>
      expect(await offlineLibrary.find('essay', 'withdrawn-essay')).toBeNull(),
    );
  });
});
