// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The test setup releases every deferred part (tests draw in the browser); each test here takes
// a fresh copy of the module, as a page that has just loaded has.
async function freshDeferred() {
  vi.resetModules();
  return import('./deferred.tsx');
}

/** The page as the server renders it (import.meta.env.SSR: every part drawn at once). */
function serverHtml(page: React.ReactElement): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToString(page);
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Whether React has taken the element over (hydrated it). */
const hydrated = (element: Element | null) =>
  Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Deferred', () => {
  it('keeps the server HTML as it is until released, then hydrates it without redrawing', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const { Deferred, releaseDeferred } = await freshDeferred();
    const page = (
      <main>
        <h1>Above the fold</h1>
        <Deferred id="below">
          <section id="below">
            <button type="button">Below the fold</button>
          </section>
        </Deferred>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(page);
    document.body.append(container);
    const section = container.querySelector('#below');
    expect(section?.textContent).toBe('Below the fold');

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(hydrated(container.querySelector('h1'))).toBe(true);
    // Watched for coming near the viewport, still the server's, not yet React's.
    expect(observed).toEqual([section]);
    expect(container.querySelector('#below')).toBe(section);
    expect(hydrated(section)).toBe(false);

    const errors = vi.spyOn(console, 'error');
    await act(async () => releaseDeferred());
    // The same element, now React's.
    expect(container.querySelector('#below')).toBe(section);
    expect(hydrated(section)).toBe(true);
    // use() as React asks: in every render of a part that waited with it.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/incorrect use of use\(\)/);
    errors.mockRestore();
  });

  it("is released by the reader's first tap, before React handles it", async () => {
    const { Deferred } = await freshDeferred();
    const page = (
      <Deferred id="below">
        <section id="below">Below</section>
      </Deferred>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(page);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(hydrated(container.querySelector('#below'))).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(hydrated(container.querySelector('#below'))).toBe(true);
  });

  it('draws its part at once in the browser (no server HTML to keep)', async () => {
    const { Deferred } = await freshDeferred();
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Deferred id="below">
          <section id="below">Below</section>
        </Deferred>,
      );
    });
    expect(container.textContent).toBe('Below');
  });
});
