// When the parts of a page below the fold (deferred.tsx) are released: once the page has
// settled, or at the reader's first tap or key. Apart from the parts themselves, because every
// page runs this (main.tsx) and only the home page draws parts.

let released = false;
let releaseAll: () => void = () => {};
const whenReleased = new Promise<void>((resolve) => (releaseAll = resolve));
/** What afterRelease() fetches and has not finished: the release waits for it. */
const fetching = new Set<Promise<unknown>>();

/** Whether the parts below the fold are released: they no longer wait to come into view. */
export function deferredReleased(): boolean {
  return released;
}

/** Resolves when the parts below the fold are released. */
export function whenDeferredReleased(): Promise<void> {
  return whenReleased;
}

/**
 * Hydrates every part still waiting (deferred.tsx), now, fetching their code and whatever else
 * waited for the release (afterRelease); resolves once that is in, or failed. main.tsx lets the
 * backend answer only after: a part React has not hydrated when an answer changes what the page
 * shows would be drawn again from nothing.
 */
export function releaseDeferred(): Promise<void> {
  released = true;
  releaseAll();
  return Promise.allSettled([...fetching]).then(() => undefined);
}

// The reader acts: everything is released before React sees the event (the window's capture
// phase comes first), so a tap on a part still waiting fetches its code, and the part hydrates
// as soon as it is in (a link then followed in the app, not by a full page load).
if (typeof window !== 'undefined' && !import.meta.env.SSR) {
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    window.addEventListener(type, () => void releaseDeferred(), {
      capture: true,
      once: true,
      passive: true,
    });
  }
}

/**
 * Fetches code a page can show without at first (its server HTML, or a placeholder, stands in):
 * once the parts below the fold are released, at once if they are.
 */
export function afterRelease<T>(load: () => Promise<T>): Promise<T> {
  // The server renders everything at once.
  const fetched = released || import.meta.env.SSR ? load() : whenReleased.then(load);
  fetching.add(fetched);
  const done = () => fetching.delete(fetched);
  fetched.then(done, done);
  return fetched;
}
