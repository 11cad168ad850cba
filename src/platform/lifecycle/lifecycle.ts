import { startTransition } from 'react';
import { whenPageSettles } from './page-settled.ts';

/**
 * The state of the parts below the fold (deferred.tsx), by part id: kept here, per page, so a
 * page (or a test's render) starts with none, and the code that drives them stays in the home
 * page's chunk.
 */
export interface DeferredParts {
  /** What each part waited for with use(): it reads the same promise in every render. */
  readonly waiting: Map<string, Promise<unknown>>;
  /** The parts whose server HTML waits for React, with their code (its module once in). */
  readonly unhydrated: Map<string, { readonly module: unknown }>;
  /** The server's HTML of each part React had to draw afresh before its code was in. */
  readonly serverCopies: Map<string, string>;
  /** The last click on each part that came before its code, to be given again once it is in. */
  readonly heldClicks: Map<string, MouseEvent>;
  /** A held click is being given again (not to be held a second time). */
  replaying: boolean;
  /** Clicks are watched for parts still waiting (deferred.tsx adds the listener once). */
  holding: boolean;
}

/**
 * A first visit's lifecycle: when the page has settled, when the parts below the fold are
 * released, whether the server's page is being hydrated, the parts' state and the code that
 * failed to load. Made once as a page starts (main.tsx; each server render; each test render)
 * and handed down (LifecycleProvider), so nothing of it is a module's.
 */
export interface Lifecycle {
  /** Whether the parts below the fold are released: they no longer wait to come into view. */
  readonly released: boolean;
  /** Resolves when the parts below the fold are released. */
  readonly whenReleased: Promise<void>;
  /**
   * Releases every part still waiting, now, and whatever waited for the release (afterRelease);
   * resolves once that is in, or failed. main.tsx lets the backend answer only after: a part
   * React has not hydrated when an answer changes what the page shows would be drawn again from
   * nothing.
   */
  readonly release: () => Promise<void>;
  /**
   * Fetches code a page can show without at first (its server HTML, or a placeholder, stands
   * in): once released, at once if it is. The same `load` gives the same promise.
   */
  readonly afterRelease: <T>(load: () => Promise<T>) => Promise<T>;
  /** Resolves once the page has settled (page-settled.ts): its first visit's work is done. */
  readonly settled: () => Promise<void>;
  /** True from `beginHydration` until `endHydration`: the server's page is being taken over. */
  readonly hydrating: boolean;
  /** Says a server-rendered page is about to be hydrated (main.tsx, before `hydrateRoot`). */
  readonly beginHydration: () => void;
  /**
   * The page's screen is the app's: the components that waited (`onHydrated`) turn to what
   * only the browser knows, in one transition React renders in slices (use-hydrated.ts).
   */
  readonly endHydration: () => void;
  /** Calls `turn` in endHydration's transition; returns how to stop waiting. */
  readonly onHydrated: (turn: () => void) => () => void;
  /** The parts below the fold (deferred.tsx). */
  readonly parts: DeferredParts;
  /** Keeps how to fetch again code that could not be fetched (lazy-component.ts). */
  readonly codeFailed: (retry: () => void) => void;
  /** Lets the code that could not be fetched fetch again at its next render. */
  readonly retryFailedCode: () => void;
  /** Aborted when the page is done with (a test's render unmounted): its listeners go. */
  readonly signal: AbortSignal;
  /** Removes the listeners the lifecycle added. */
  readonly dispose: () => void;
}

/** What the reader does that releases the parts at once (window's capture phase: before React). */
const READER_ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Makes a page's lifecycle. `released`: nothing waits (the server renders everything at once; a
 * test draws in the browser from the start). `listen`: the window whose first tap or key
 * releases the parts, before React sees the event, so a tap on a part still waiting fetches its
 * code and the part hydrates as soon as it is in.
 */
export function createLifecycle({
  released = false,
  listen,
}: { released?: boolean; listen?: Window } = {}): Lifecycle {
  const aborter = new AbortController();
  let releaseAll: () => void = () => {};
  const whenReleased = new Promise<void>((resolve) => (releaseAll = resolve));
  if (released) releaseAll();
  /** What afterRelease() fetches and has not finished: the release waits for it. */
  const fetching = new Set<Promise<unknown>>();
  const started = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
  let settled: Promise<void> | null = null;
  let hydrating = false;
  const waiting = new Set<() => void>();
  const failed = new Set<() => void>();
  const lifecycle: Lifecycle = {
    get released() {
      return released;
    },
    whenReleased,
    release() {
      released = true;
      releaseAll();
      return Promise.allSettled([...fetching]).then(() => undefined);
    },
    afterRelease<T>(load: () => Promise<T>): Promise<T> {
      const known = started.get(load) as Promise<T> | undefined;
      if (known) return known;
      const fetched = released ? load() : whenReleased.then(load);
      started.set(load, fetched);
      fetching.add(fetched);
      const done = () => fetching.delete(fetched);
      fetched.then(done, done);
      return fetched;
    },
    settled: () => (settled ??= whenPageSettles(aborter.signal)),
    get hydrating() {
      return hydrating;
    },
    beginHydration() {
      hydrating = true;
    },
    endHydration() {
      if (!hydrating) return;
      hydrating = false;
      const turns = [...waiting];
      waiting.clear();
      startTransition(() => {
        for (const turn of turns) turn();
      });
    },
    onHydrated(turn) {
      waiting.add(turn);
      return () => waiting.delete(turn);
    },
    parts: {
      waiting: new Map(),
      unhydrated: new Map(),
      serverCopies: new Map(),
      heldClicks: new Map(),
      replaying: false,
      holding: false,
    },
    codeFailed: (retry) => failed.add(retry),
    retryFailedCode() {
      for (const retry of failed) retry();
      failed.clear();
    },
    signal: aborter.signal,
    dispose: () => aborter.abort(),
  };
  if (listen && !released) {
    for (const type of READER_ACTS) {
      listen.addEventListener(type, () => void lifecycle.release(), {
        capture: true,
        once: true,
        passive: true,
        signal: aborter.signal,
      });
    }
  }
  return lifecycle;
}
