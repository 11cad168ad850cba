import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useLifecycle } from './lifecycle-context.tsx';

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: what only the
 * browser can know (a dialog a link opens, what this device keeps) is drawn from then on, so the
 * browser's first render matches the server's HTML exactly. The page's first hydration (between
 * the lifecycle's `beginHydration` and `endHydration`: main.tsx, app/layout/mark-ready.tsx)
 * turns true in one transition once it is over, which React renders in slices rather than at
 * once in one task (a piece page's gate and text drawn again right after hydrating held a
 * phone's main thread for 100-300 ms); a part hydrated later (a section below the fold) turns
 * true right after it hydrates, as React redraws what read a store differently on the server; a
 * component drawn in the browser is true from the start.
 */
export function useHydrated(): boolean {
  const lifecycle = useLifecycle();
  // The server's snapshot while hydrating; the browser's (true) otherwise, except during the
  // page's first hydration, which turns later, below.
  const now = useSyncExternalStore(
    never,
    () => !lifecycle.hydrating,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (now || turned) return;
    const turn = () => setTurned(true);
    if (!lifecycle.hydrating) {
      startTransition(turn);
      return;
    }
    return lifecycle.onHydrated(turn);
  }, [lifecycle, now, turned]);
  return now || turned;
}

/**
 * True while React hydrates this component from a server-rendered page (and on the server): the
 * server's HTML is in the document, as it was drawn. False for a component drawn in the browser.
 */
export function useHydrating(): boolean {
  return !useHydrated();
}
