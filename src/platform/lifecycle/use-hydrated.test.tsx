// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { LifecycleProvider } from './lifecycle-context.tsx';
import { useHydrated } from './use-hydrated.ts';

/** A component that says what it draws, and counts its renders in `renders`. */
function probe(renders: boolean[]) {
  function Says() {
    const hydrated = useHydrated();
    renders.push(hydrated);
    return <p>{hydrated ? 'the browser' : 'the server'}</p>;
  }
  // Each test's page has a lifecycle of its own, as a page that has just loaded has.
  return function Probe({ lifecycle }: { lifecycle: Lifecycle }) {
    return (
      <LifecycleProvider lifecycle={lifecycle}>
        <Says />
      </LifecycleProvider>
    );
  };
}

let container: HTMLElement;
afterEach(() => container?.remove());

describe('useHydrated', () => {
  it("keeps the server's outcome through the page's hydration, then turns in a transition", async () => {
    const lifecycle = createLifecycle();
    const renders: boolean[] = [];
    const Probe = probe(renders);
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe lifecycle={createLifecycle({ released: true })} />);
    document.body.append(container);
    renders.length = 0;

    lifecycle.beginHydration();
    await act(async () => {
      hydrateRoot(container, <Probe lifecycle={lifecycle} />);
    });
    // Hydrated, and not drawn again at once: React would do that in one blocking task.
    expect(container.textContent).toBe('the server');
    expect(renders).toEqual([false]);

    await act(async () => lifecycle.endHydration());
    expect(container.textContent).toBe('the browser');
    expect(renders).toEqual([false, true]);
  });

  it('is true from the start for a component drawn in the browser', async () => {
    const lifecycle = createLifecycle();
    const renders: boolean[] = [];
    const Probe = probe(renders);
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe lifecycle={lifecycle} />));
    expect(container.textContent).toBe('the browser');
    expect(renders).toEqual([true]);
  });

  it('turns right after hydrating a part hydrated once the page was (a section below the fold)', async () => {
    const lifecycle = createLifecycle();
    const renders: boolean[] = [];
    const Probe = probe(renders);
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe lifecycle={lifecycle} />);
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe lifecycle={lifecycle} />);
    });
    expect(container.textContent).toBe('the browser');
    expect(renders[0]).toBe(false);
    expect(renders.slice(1)).not.toContain(false);
  });
});

describe('useLifecycle', () => {
  it('says what is missing when nothing hands a lifecycle down', () => {
    const Probe = () => <p>{String(useHydrated())}</p>;
    expect(() => renderToString(<Probe />)).toThrow(
      'useLifecycle() needs a LifecycleProvider above it',
    );
  });
});
