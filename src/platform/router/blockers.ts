import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Blocker, BlockerFunction, Location, NavigationType } from 'react-router-dom';

/** A move the app's router is about to make: where from, where to, and how. */
export interface Move {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}

interface Entry {
  stops: (move: Move) => boolean;
  show: (blocker: Blocker) => void;
}

/**
 * The navigation blockers of one router (app/router/history-router.tsx asks them before each
 * move). React Router's own `useBlocker` needs its data router, which a first visit would
 * download for little else (about 17 KB gzip): the app runs on its declarative router, and this
 * is one of the three things it lacked (with scroll restoration and the route error screen).
 */
export interface Blockers {
  /**
   * Whether a blocker stops `move`: that one then shows 'blocked', and its `proceed()` calls
   * `proceed` (which makes the move after all), its `reset()` stays.
   */
  stop(move: Move, proceed: () => void): boolean;
  /** Adds a blocker; returns its removal. */
  add(entry: Entry): () => void;
}

const UNBLOCKED: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

/** The blockers of a new router. */
export function createBlockers(): Blockers {
  const entries = new Set<Entry>();
  return {
    stop(move, proceed) {
      const stopping = [...entries].find((entry) => entry.stops(move));
      if (!stopping) return false;
      const location = move.nextLocation;
      stopping.show({
        state: 'blocked',
        location,
        proceed() {
          stopping.show({ state: 'proceeding', location, proceed: undefined, reset: undefined });
          proceed();
          stopping.show(UNBLOCKED);
        },
        reset: () => stopping.show(UNBLOCKED),
      });
      return true;
    },
    add(entry) {
      entries.add(entry);
      return () => entries.delete(entry);
    },
  };
}

const BlockersContext = createContext<Blockers | null>(null);

/** Gives the router's blockers to the screens under it (app/router/history-router.tsx). */
export const BlockersProvider = BlockersContext.Provider;

/**
 * Holds moves to another page while `shouldBlock` says so (React Router's `useBlocker`, same
 * arguments and answer): a link, `navigate()`, or the browser's Back and Forward buttons.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const blockers = useContext(BlockersContext);
  if (!blockers) throw new Error('useBlocker is for screens inside the app’s router');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      blockers.add({
        stops: (move) => {
          const rule = latest.current;
          return typeof rule === 'function' ? rule(move) : rule;
        },
        show: setBlocker,
      }),
    [blockers],
  );
  return blocker;
}
