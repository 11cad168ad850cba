import { Suspense, use, type ReactNode } from 'react';
import { useHydrating } from './use-hydrated.ts';

/** How far from the viewport a deferred part starts hydrating (before it is scrolled into view). */
const NEAR = '600px';

let released = false;
let releaseAll: () => void = () => {};
const whenReleased = new Promise<void>((resolve) => (releaseAll = resolve));
const waiting = new Map<string, Promise<void>>();

/**
 * Hydrates every part still waiting (deferred.tsx), now. main.tsx calls it once the page has
 * settled, before the backend's answer changes what the page shows: a part React has not
 * hydrated when that happens would be drawn again from nothing.
 */
export function releaseDeferred(): void {
  released = true;
  releaseAll();
}

// The reader acts: everything is released before React sees the event (the window's capture
// phase comes first), so a tap on a part still waiting hydrates it at once and is handled there
// (a link followed in the app, not by a full page load).
if (typeof window !== 'undefined' && !import.meta.env.SSR) {
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    window.addEventListener(type, releaseDeferred, { capture: true, once: true, passive: true });
  }
}

/**
 * Fetches code a page can show without at first (its server HTML, or a placeholder, stands in):
 * once the parts below the fold are released, at once if they are.
 */
export function afterRelease<T>(load: () => Promise<T>): Promise<T> {
  // The server renders everything at once.
  return released || import.meta.env.SSR ? load() : whenReleased.then(load);
}

/** Resolves when the element `id` (the server's HTML) comes near the viewport, or on release. */
function whenNear(id: string): Promise<void> {
  let promise = waiting.get(id);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
    void whenReleased.then(done);
  });
  waiting.set(id, promise);
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // On the server the snapshot says 'hydrating' too: there every part renders at once. In the
  // browser, a part hydrating waits for whenNear(id): React keeps the server's HTML for it, as
  // it is, until the promise resolves. With use(), not a thrown promise: React 19 retries
  // sibling boundaries suspended on thrown promises in a loop that never ends (a commit after
  // another while the page waits). And use() in every render after, as React asks of a
  // component that used it: the promise has resolved by then (React marks a promise it was given
  // as fulfilled), so it goes on at once.
  if (!import.meta.env.SSR && ((hydrating && !released) || waiting.has(id))) use(whenNear(id));
  return children;
}

/**
 * A part of a server-rendered page below the fold (a home page section, its element's id `id`):
 * its HTML is there from the first paint, but React hydrates it only when it comes near the
 * viewport, or once the page has settled, so a first visit's hydration does the screen in view
 * and no more. Drawn in the browser (or on the server), it renders at once.
 */
export function Deferred({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
