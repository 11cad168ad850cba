import { useEffect } from 'react';
import { useLifecycle } from '../../platform/lifecycle/lifecycle-context.tsx';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';

/** The attribute set on <html> once the app has taken the page over (drawn it, or hydrated it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks <html> once the app is in charge of the page: a server-rendered page shows its controls
 * before its code has run, and the browser suites wait for this before using them. It sits beside
 * the route's screen, in the same Suspense boundary (layout.tsx), so it commits with the screen
 * (React hydrates that boundary after the header and footer), and its effect runs after the
 * screen's own, such as counting a free view. Hydrating, its effect is also where the page's
 * screen has become the app's: what was drawn as the server drew it then turns to what only the
 * browser knows (platform/lifecycle/use-hydrated.ts), and the mark waits for that.
 */
export function MarkReady() {
  const hydrated = useHydrated();
  const lifecycle = useLifecycle();
  useEffect(() => {
    if (!hydrated) return lifecycle.endHydration();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    if (performance.getEntriesByName('edge:hydrate').length > 0) {
      performance.measure('edge:hydrate', 'edge:hydrate');
    }
  }, [lifecycle, hydrated]);
  return null;
}
