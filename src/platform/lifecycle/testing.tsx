import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { testLifecycle, withLifecycle } from '../../test/render.tsx';
import { Deferred, deferredCode, type DeferredCode } from './deferred.tsx';

// What Deferred's tests (deferred.test.tsx) draw and drive: the chunk, the server's page and
// the viewport.

/**
 * A page that has just loaded: its lifecycle not released (its first tap releases it), and how
 * to hydrate the server's page in it (`hydrate`) or draw one in the browser (`draw`).
 */
export async function freshDeferred() {
  const lifecycle = testLifecycle({ listen: window });
  return {
    Deferred,
    deferredCode,
    lifecycle,
    releaseDeferred: () => lifecycle.release(),
    hydrate: (container: HTMLElement, page: ReactElement) =>
      hydrateRoot(container, withLifecycle(page, lifecycle)),
    draw: (container: HTMLElement, page: ReactElement) =>
      createRoot(container).render(withLifecycle(page, lifecycle)),
  };
}

/** The parts' module: what a below-the-fold chunk exports. */
export const belowTheFold = {
  Below: ({ label = 'Below the fold' }: { label?: string }) => (
    <button type="button">{label}</button>
  ),
};
export type BelowTheFold = typeof belowTheFold;

/** A loader whose answer the test gives (`arrive`), counting its calls. */
export function chunk() {
  let arrive: (module: BelowTheFold) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<BelowTheFold>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(belowTheFold), fail: (error: Error) => fail(error) };
}

/** The page as the server renders it (import.meta.env.SSR: every part drawn, its code in). */
export async function serverHtml(page: (code: DeferredCode<BelowTheFold>) => ReactElement) {
  const code = deferredCode(() => Promise.resolve(belowTheFold));
  await code.load();
  vi.stubEnv('SSR', true);
  try {
    return renderToString(withLifecycle(page(code), testLifecycle()));
  } finally {
    vi.unstubAllEnvs();
  }
}

/** A part below the fold, `Deferred` (a fresh copy's) drawing the chunk's `Below` in it. */
export const belowPart =
  (Deferred: Awaited<ReturnType<typeof freshDeferred>>['Deferred']) =>
  (code: DeferredCode<BelowTheFold>) => (
    <Deferred id="below" code={code}>
      {({ Below }) => (
        <section id="below">
          <Below />
        </section>
      )}
    </Deferred>
  );

/** The server's HTML of `page` in the document: the container hydration takes over. */
export async function serverPage(page: (code: DeferredCode<BelowTheFold>) => ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(page);
  document.body.append(container);
  return container;
}

/** Whether React has taken the element over (hydrated it). */
export const hydrated = (element: Element | null) =>
  Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));

/** An IntersectionObserver the test drives: `show(id)` brings that element into view. */
export function stubViewport() {
  const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observers.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
  );
  return {
    observed: () => observers.map((o) => o.element),
    show: (id: string) => {
      for (const { element, callback } of observers.filter((o) => o.element.id === id)) {
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}
