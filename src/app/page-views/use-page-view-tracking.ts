import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { isPageHeadReady, PAGE_HEAD_EVENT } from '../../ui/use-page-head.ts';
import { analyticsSessionId } from './session-id.ts';

/** How long to wait for a page to set its real title before recording the view anyway. */
const TITLE_WAIT_MS = 1500;

/** Records a page view on every route change; failures are logged and ignored. */
export function usePageViewTracking(): void {
  const backend = useBackend();
  const { pathname, search } = useLocation();

  useEffect(() => {
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      backend.visitor
        .recordPageView({
          pagePath: pathname,
          pageTitle: document.title.slice(0, 300),
          referrer: document.referrer ? document.referrer.slice(0, 2048) : null,
          userAgent: navigator.userAgent.slice(0, 512),
          sessionId: analyticsSessionId(),
        })
        .catch((error: unknown) => console.error('Failed to track page view', error));
    };
    // Pages set their head in their own effects, which run before this one on first render.
    if (isPageHeadReady(pathname + search)) record();
    window.addEventListener(PAGE_HEAD_EVENT, record, { once: true });
    const timer = window.setTimeout(record, TITLE_WAIT_MS);
    return () => {
      window.removeEventListener(PAGE_HEAD_EVENT, record);
      window.clearTimeout(timer);
      // Leaving before the title settled still counts as a view of this page.
      record();
    };
  }, [backend, pathname, search]);
}
