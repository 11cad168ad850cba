import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import type { PageHeadReady } from '../../ui/use-page-head.ts';
import { analyticsSessionId } from './session-id.ts';

/** How long to wait for a page to set its real title before recording the view anyway. */
const TITLE_WAIT_MS = 1500;

/** One navigation (a new pathname or search) and whether its view is recorded. */
interface Navigation {
  path: string;
  pathname: string;
  recorded: boolean;
  /** Set while its effect is cleaned up: the visitor may be leaving it (see below). */
  leaving: { title: string } | null;
}

/**
 * Records one page view per navigation (public-site.md sections 1 and 7), once the page has
 * set its real title: when it reports its head ready, else after 1.5 s, else when the visitor
 * leaves first. Failures are logged and ignored. Returns the listener for the pages' reports
 * (give it to PageHeadReadyProvider).
 */
export function usePageViews(): PageHeadReady {
  const backend = useBackend();
  const { pathname, search } = useLocation();
  const shown = useRef<Navigation | null>(null);
  // The last path whose page reported its head: pages' effects run before this hook's.
  const lastReady = useRef<string | null>(null);

  const record = useCallback(
    (navigation: Navigation, title: string) => {
      if (navigation.recorded) return;
      navigation.recorded = true;
      backend.visitor
        .recordPageView({
          pagePath: navigation.pathname,
          pageTitle: title.slice(0, 300),
          referrer: document.referrer ? document.referrer.slice(0, 2048) : null,
          userAgent: navigator.userAgent.slice(0, 512),
          sessionId: analyticsSessionId(),
        })
        .catch((error: unknown) => console.error('Failed to track page view', error));
    },
    [backend],
  );

  useEffect(() => {
    const path = pathname + search;
    let navigation = shown.current;
    // React's StrictMode runs this effect twice for one navigation: the second run keeps it.
    if (navigation?.path !== path) {
      // The page before was left before its title settled: it counts, with the title it had.
      if (navigation?.leaving) record(navigation, navigation.leaving.title);
      navigation = { path, pathname, recorded: false, leaving: null };
      shown.current = navigation;
    }
    const current = navigation;
    current.leaving = null;
    if (lastReady.current === path) record(current, document.title);
    const timer = window.setTimeout(() => record(current, document.title), TITLE_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      // Cleaned up: the visitor is leaving, or StrictMode is about to run the effect again. A
      // next navigation records this one first (above); unmounting records it after this turn.
      current.leaving = { title: document.title };
      queueMicrotask(() => current.leaving && record(current, current.leaving.title));
    };
  }, [pathname, search, record]);

  return useCallback(
    (path: string) => {
      lastReady.current = path;
      const current = shown.current;
      if (current?.path === path && !current.leaving) record(current, document.title);
    },
    [record],
  );
}
