// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test takes a fresh copy of the module, as a page that has just loaded has.
async function fresh() {
  vi.resetModules();
  return import('./use-hydrated.ts');
}

/** A component that says what it draws, and counts its renders in `renders`. */
function probe(useHydrated: () => boolean, renders: boolean[]) {
  return function Probe() {
    const hydrated = useHydrated();
    renders.push(hydrated);
    return <p>{hydrated ? 'the browser' : 'the server'}</p>;
  };
}

let container: HTMLElement;
afterEach(() => container?.remove());

describe('useHydrated', () => {
  it("keeps the server's outcome through the page's hydration, then turns in a transition", async () => {
    const { beginHydration, endHydration, useHydrated } = await fresh();
    const renders: boolean[] = [];
    const Probe = probe(useHydrated, renders);
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    // Hydrated, and not drawn again at once: React would do that in one blocking task.
    expect(container.textContent).toBe('the server');
    expect(renders).toEqual([false]);

    await act(async () => endHydration());
    expect(container.textContent).toBe('the browser');
    expect(renders).toEqual([false, true]);
  });

  it('is true from the start for a component drawn in the browser', async () => {
    const { useHydrated } = await fresh();
    const renders: boolean[] = [];
    const Probe = probe(useHydrated, renders);
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.textContent).toBe('the browser');
    expect(renders).toEqual([true]);
  });

  it('turns right after hydrating a part hydrated once the page was (a section below the fold)', async () => {
    const { useHydrated } = await fresh();
    const renders: boolean[] = [];
    const Probe = probe(useHydrated, renders);
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('the browser');
    expect(renders[0]).toBe(false);
    expect(renders.slice(1)).not.toContain(false);
  });
});
