// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutCarousels } from '../../test/carousel-layout.ts';
import { renderWithApp, testLifecycle } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { HeroSection } from './hero-section.tsx';

// A first visit's hero: its carousel's code waits for the page's release (settled, or the
// reader's first tap), the first slide standing in. Drawn on a lifecycle not yet released.

beforeEach(() => layOutCarousels());
afterEach(() => vi.restoreAllMocks());

const carousel = () => screen.queryByRole('region', { name: 'Featured on EDGE Navigator' });

function renderHero(lifecycle = testLifecycle({ listen: window })) {
  renderWithApp(
    <AuthProvider>
      <HeroSection onSubscribe={vi.fn()} onOpenEssay={vi.fn()} />
    </AuthProvider>,
    { lifecycle },
  );
  return lifecycle;
}

describe('The hero on a first visit', () => {
  it('shows the first slide in its place until the page is released, then the carousel', async () => {
    const lifecycle = renderHero();
    expect(await screen.findByText('Latest essay')).toBeInTheDocument();
    // However long it waits: nothing fetches the carousel before the release.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(carousel()).toBeNull();
    let released = false;
    await act(async () => {
      void lifecycle.release().then(() => (released = true));
    });
    expect(await screen.findByRole('region', { name: 'Featured on EDGE Navigator' })).toBeVisible();
    // The release is done once the carousel's code is in (main.tsx lets the backend answer then).
    expect(released).toBe(true);
  });

  it("is released by the reader's first tap", async () => {
    renderHero();
    await screen.findByText('Latest essay');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(carousel()).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('region', { name: 'Featured on EDGE Navigator' })).toBeVisible();
  });
});
