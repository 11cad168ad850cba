// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/backend.ts';
import { BackendProvider } from '../../backend/backend-context.tsx';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { PageHeadReadyProvider, usePageHead } from '../../ui/use-page-head.ts';
import { usePageViews } from './use-page-views.ts';

/** What Layout does: the page-view hook, its listener given to the pages. */
function Shell() {
  return (
    <PageHeadReadyProvider value={usePageViews()}>
      <Outlet />
    </PageHeadReadyProvider>
  );
}

/** A page with a link on; `loads` keeps its head not ready until 'Loaded' is pressed. */
function Page({ title, loads = false }: { title: string; loads?: boolean }) {
  const [ready, setReady] = useState(!loads);
  usePageHead({ title: ready ? title : 'Loading', canonical: '/' }, ready);
  return (
    <>
      <Link to="/a">to a</Link>
      <Link to="/b">to b</Link>
      <Link to="/a#section">to a section</Link>
      {loads && <button onClick={() => setReady(true)}>Loaded</button>}
    </>
  );
}

function renderApp(backend: Backend, pages: Record<string, boolean> = {}, path = '/a') {
  return render(
    <StrictMode>
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="/a" element={<Page key="a" title="Page A" loads={pages.a} />} />
              <Route path="/b" element={<Page key="b" title="Page B" loads={pages.b} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </BackendProvider>
    </StrictMode>,
  );
}

function spyOnViews(backend: Backend) {
  const record = vi.spyOn(backend.visitor, 'recordPageView').mockResolvedValue();
  return () => record.mock.calls.map(([view]) => [view.pagePath, view.pageTitle]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePageViews', () => {
  it('records each navigation once under StrictMode, with the title the page set', async () => {
    const backend = createTestBackend();
    const views = spyOnViews(backend);
    renderApp(backend);
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    await userEvent.click(screen.getByRole('link', { name: 'to a' }));
    await act(() => Promise.resolve());
    expect(views()).toEqual([
      ['/a', 'Page A | EDGE Navigator'],
      ['/b', 'Page B | EDGE Navigator'],
      ['/a', 'Page A | EDGE Navigator'],
    ]);
  });

  it('waits for a page still loading, then records its real title', async () => {
    const backend = createTestBackend();
    const views = spyOnViews(backend);
    renderApp(backend, { a: true });
    await act(() => Promise.resolve());
    expect(views()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(views()).toEqual([['/a', 'Page A | EDGE Navigator']]);
  });

  it('records a page that never says it is ready after 1.5 s, once', async () => {
    const backend = createTestBackend();
    const views = spyOnViews(backend);
    const view = renderApp(backend, { a: true });
    await waitFor(() => expect(views()).toEqual([['/a', 'Loading | EDGE Navigator']]), {
      timeout: 3000,
    });
    view.unmount(); // leaving does not record it again
    await act(() => Promise.resolve());
    expect(views()).toHaveLength(1);
  });

  it('records a page left before its title settled, with the title it had, before the next', async () => {
    const backend = createTestBackend();
    const views = spyOnViews(backend);
    renderApp(backend, { a: true });
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(views()).toEqual([
      ['/a', 'Loading | EDGE Navigator'],
      ['/b', 'Page B | EDGE Navigator'],
    ]);
  });

  it('records nothing more for a move within the page (a #section)', async () => {
    const backend = createTestBackend();
    const views = spyOnViews(backend);
    renderApp(backend);
    await userEvent.click(screen.getByRole('link', { name: 'to a section' }));
    await act(() => Promise.resolve());
    expect(views()).toEqual([['/a', 'Page A | EDGE Navigator']]);
  });

  it("logs 'Failed to track page view' and carries on when the write fails", async () => {
    const backend = createTestBackend();
    const failure = new Error('permission-denied');
    vi.spyOn(backend.visitor, 'recordPageView').mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderApp(backend, { a: true });
    view.unmount(); // leaving the page records the view at once
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to track page view', failure));
  });
});
