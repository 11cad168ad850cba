import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import type { DeferredCode } from './deferred.tsx';

// What Deferred's tests (deferred.test.tsx) draw and drive: the chunk, the server's page and
// the viewport.

// The test setup releases every deferred part (tests draw in the browser); each test here takes
// a fresh copy of the modules, as a page that has just loaded has.
export async function freshDeferred() {
  vi.resetModules();
  const { Deferred, deferredCode } = await import('./deferred.tsx');
  const { releaseDeferred } = await import('./deferred-release.ts');
  return { Deferred, deferredCode, releaseDeferred };
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
  const { deferredCode } = await import('./deferred.tsx');
  const code = deferredCode(() => Promise.resolve(belowTheFold));
  await code.load();
  vi.stubEnv('SSR', true);
  try {
    return renderToString(page(code));
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
