import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  NavigationType,
  parsePath,
  Router,
  type Location,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { BlockersProvider, createBlockers, type Blockers } from '../../platform/router/blockers.ts';
import {
  createScrollMemory,
  useScrollRestoration,
  type ScrollMemory,
  type Shown,
} from './scroll-restoration.ts';

/**
 * A history as React Router makes one (`UNSAFE_createBrowserHistory()`, or the memory one in
 * tests), with its default options: it tells its listener of the browser's moves (Back,
 * Forward) only; the router notes its own.
 */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface State extends Shown {
  action: NavigationType;
}

/** Where a push or replace to `to` leads from `from` (as React Router's createLocation has it). */
function locationOf(from: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: from.pathname, search: '', hash: '', ...path, state, key: 'next' };
}

/**
 * The moves of one router over `history`: the navigator its links and `navigate()` use, and its
 * listener for the browser's Back and Forward. Each move is asked of the blockers first, and
 * shown (`show`) once made, the scroll position of the page left noted.
 */
function createNavigation(
  history: AppHistory,
  blockers: Blockers,
  scroll: ScrollMemory,
  show: (state: State) => void,
) {
  // The location last moved to (for a Back, the history's own is already the next one).
  let shown = history.location;
  const moved = (action: NavigationType, preventScrollReset = false) => {
    scroll.remember(shown);
    shown = history.location;
    show({ action, location: shown, preventScrollReset });
  };
  /** A push or replace, unless a blocker stops it (its proceed() makes it then). */
  const move =
    (historyAction: NavigationType.Push | NavigationType.Replace) =>
    (to: To, state?: unknown, options?: { preventScrollReset?: boolean }) => {
      const go = () => {
        if (historyAction === NavigationType.Push) history.push(to, state);
        else history.replace(to, state);
        moved(historyAction, options?.preventScrollReset);
      };
      const currentLocation = history.location;
      const stop = {
        currentLocation,
        nextLocation: locationOf(currentLocation, to, state),
        historyAction,
      };
      if (!blockers.stop(stop, go)) go();
    };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: move(NavigationType.Push),
    replace: move(NavigationType.Replace),
  };

  /**
   * Follows Back and Forward: the browser has moved already, so a blocker that stops the move
   * has it undone (that step back is no move of its own), and made again by its proceed().
   */
  function listen(): () => void {
    let undoing = false;
    let allowed = false;
    return history.listen(({ location, delta }) => {
      if (undoing) {
        undoing = false;
        return;
      }
      const redo = () => {
        allowed = true;
        history.go(delta ?? 0);
      };
      const stop = {
        currentLocation: shown,
        nextLocation: location,
        historyAction: NavigationType.Pop,
      };
      if (!allowed && delta && blockers.stop(stop, redo)) {
        undoing = true;
        history.go(-delta);
        return;
      }
      allowed = false;
      moved(NavigationType.Pop);
    });
  }
  return { navigator, listen };
}

/**
 * The app's router: React Router's declarative router over `history` (one history for the
 * router's life), plus the two things its data router did for the app, which would otherwise
 * put all of that router in a first visit's download (about 17 KB gzip): navigation blockers
 * (`useBlocker` in platform/router/blockers.ts, the CMS's unsaved-changes question) and, with
 * `restoreScroll`, scroll restoration. Moves are drawn in a transition, as React Router's own
 * routers draw them: a page whose code is loading leaves the current one on screen until it is in.
 */
export function HistoryRouter({
  history,
  restoreScroll = false,
  children,
}: {
  history: AppHistory;
  restoreScroll?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<State>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [blockers] = useState(createBlockers);
  const [scroll] = useState(createScrollMemory);
  const [navigation] = useState(() =>
    createNavigation(history, blockers, scroll, (next) => startTransition(() => setState(next))),
  );
  useScrollRestoration(scroll, restoreScroll, state);
  useLayoutEffect(() => navigation.listen(), [navigation]);

  return (
    <BlockersProvider value={blockers}>
      <Router
        location={state.location}
        navigationType={state.action}
        navigator={navigation.navigator}
      >
        {children}
      </Router>
    </BlockersProvider>
  );
}
