import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/** True from `beginHydration` until `endHydration`: the server's page is being taken over. */
let pageHydrating = false;
const waiting = new Set<() => void>();

/**
 * Says a server-rendered page is about to be hydrated (main.tsx, before `hydrateRoot`): the
 * components React hydrates now turn to what only the browser knows later, in a transition,
 * once `endHydration` is called.
 */
export function beginHydration(): void {
  pageHydrating = true;
}

/**
 * The page's screen is the app's (app/layout/mark-ready.tsx, or the page's settling should its
 * code never come): the components hydrated meanwhile draw what only the browser knows, in one
 * transition that React renders in slices, rather than at once in one task (a piece page's gate
 * and text drawn again right after hydrating held a phone's main thread for 100-300 ms).
 */
export function endHydration(): void {
  if (!pageHydrating) return;
  pageHydrating = false;
  const flips = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const flip of flips) flip();
  });
}

/**
 * False on the server and while a server-rendered page hydrates, true after: what only the
 * browser can know (a dialog a link opens, what this device keeps) is drawn from then on, so the
 * browser's first render matches the server's HTML exactly. The page's first hydration turns
 * true in a transition once it is over (`endHydration`); a part hydrated later (a section below
 * the fold) turns true right after it hydrates, as React redraws what read a store differently
 * on the server; a component drawn in the browser is true from the start.
 */
export function useHydrated(): boolean {
  // The server's snapshot while hydrating; the browser's (true) otherwise, except during the
  // page's first hydration, which turns later, below.
  const now = useSyncExternalStore(
    never,
    () => !pageHydrating,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (now || turned) return;
    const turn = () => setTurned(true);
    if (!pageHydrating) {
      startTransition(turn);
      return;
    }
    waiting.add(turn);
    return () => {
      waiting.delete(turn);
    };
  }, [now, turned]);
  return now || turned;
}

/**
 * True while React hydrates this component from a server-rendered page (and on the server): the
 * server's HTML is in the document, as it was drawn. False for a component drawn in the browser.
 */
export function useHydrating(): boolean {
  return !useHydrated();
}
