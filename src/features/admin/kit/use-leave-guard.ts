import { useEffect } from 'react';
import type { Blocker } from 'react-router-dom';
import { useBlocker } from '../../../platform/router/blockers.ts';

/**
 * While `dirty`, leaving asks first: the browser's own question on reload or close, and the
 * app's (a blocker, answered by <LeaveGuardDialog>) on a move to another page or CMS tab.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
