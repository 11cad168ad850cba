import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';

/** Where the positions outlive a reload (React Router's own key: positions it kept still count). */
const STORAGE_KEY = 'react-router-scroll-positions';

/** A page's position is kept by its path: a `?essay=` or a `#section` moves within the page. */
const keyOf = (location: Location) => location.pathname;

/** What the router shows: the location, and whether the move there asked to keep the scroll. */
export interface Shown {
  location: Location;
  preventScrollReset: boolean;
}

/** The scroll positions of the pages a router has shown (see useScrollRestoration). */
export interface ScrollMemory {
  /** Notes where the window is as the reader leaves `from` (the router, before each move). */
  remember(from: Location): void;
  /** The position noted for `location`'s page. */
  positionOf(location: Location): number | undefined;
  /** Turns noting on, with the positions kept for the tab's session. */
  enable(): void;
  /** Keeps the positions for the tab's session. */
  persist(): void;
}

/** A router's scroll memory, empty and off (useScrollRestoration turns it on). */
export function createScrollMemory(): ScrollMemory {
  let positions: Record<string, number> = {};
  let enabled = false;
  return {
    remember(from) {
      if (enabled) positions[keyOf(from)] = window.scrollY;
    },
    positionOf: (location) => positions[keyOf(location)],
    enable() {
      enabled = true;
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
        if (stored && typeof stored === 'object') positions = { ...stored, ...positions };
      } catch {
        // Nothing kept, or not readable: start afresh.
      }
    },
    persist() {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: the positions last as long as the page.
      }
    },
  };
}

/** Scrolls to the element a location's hash names; whether there was one. */
function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    // A hash that is not a decodable id names no element.
    return false;
  }
}

/**
 * Scroll restoration as React Router's data router did it (`<ScrollRestoration>` keyed by path):
 * a page's position is noted as the reader leaves it (`memory.remember`, which the router calls
 * before each move) and when the tab is hidden (kept for the session); a page shown again goes
 * back to it, another opens at its `#hash`, or at the top unless the move asked otherwise
 * (`preventScrollReset`). Unlike the data router, a server-rendered page is not sent to the top
 * as it hydrates: the reader may have scrolled it while its code loaded.
 */
export function useScrollRestoration(memory: ScrollMemory, enabled: boolean, shown: Shown): void {
  // What was last restored to: React runs a layout effect twice on mount in development.
  const handled = useRef<Shown | null>(null);

  useEffect(() => {
    if (!enabled) return;
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      if (handled.current) memory.remember(handled.current.location);
      memory.persist();
      // A reload, or a return from another site, is the browser's to restore.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [enabled, memory]);

  useLayoutEffect(() => {
    if (!enabled || handled.current === shown) return;
    const first = handled.current === null;
    handled.current = shown;
    if (first) memory.enable();
    const saved = memory.positionOf(shown.location);
    if (first) {
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
    } else if (saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(shown.location.hash) && !shown.preventScrollReset) window.scrollTo(0, 0);
  }, [enabled, memory, shown]);
}
