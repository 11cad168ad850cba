// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { PAGE_NEEDS_CONNECTION } from './route-error.tsx';

function Broken(): never {
  throw new Error('The page’s code is gone');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error screen in place of a screen that fails, and the next page again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(
      <>
        <Link to="/fine">Somewhere else</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>A page that draws</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { path: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeVisible();
    expect(
      screen.getByText('Something went wrong while opening it. Reloading usually fixes this.'),
    ).toBeVisible();
    expect(logged).toHaveBeenCalledWith('A page failed to load', expect.any(Error));

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await waitFor(() => expect(screen.getByText('A page that draws')).toBeVisible());
    expect(screen.queryByRole('heading', { name: "This page didn't load" })).toBeNull();
  });
});

describe('RouteErrorBoundary, offline', () => {
  it("says a page whose code isn't on this device needs a connection, and opens it once back online", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const Page = lazyComponent(async () => {
      if (!online) {
        throw new TypeError(
          'Failed to fetch dynamically imported module: https://edge.example/assets/about-Xy1.js',
        );
      }
      return { AboutPage: () => <p>About EDGE</p> };
    }, 'AboutPage');
    renderWithApp(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText(PAGE_NEEDS_CONNECTION)).toBeVisible();
    expect(screen.queryByText(/A new version of EDGE Navigator/)).toBeNull();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('About EDGE')).toBeVisible();
  });
});
